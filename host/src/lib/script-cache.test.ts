import { keepScriptsCompiled } from './script-cache';

/** A navigator.serviceWorker that records registrations; `controlled`: a worker already serves the page. */
function container(controlled: boolean, register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration))) {
  return { controller: controlled ? ({} as ServiceWorker) : null, register } as unknown as ServiceWorkerContainer & { register: typeof register };
}

describe('keepScriptsCompiled', () => {
  it('installs the build’s worker when none serves the page', () => {
    const c = container(false);
    keepScriptsCompiled(c, '/sw.js');
    expect(c.register).toHaveBeenCalledWith('/sw.js');
  });

  it('leaves a worker that already serves the page to the browser’s own update check', () => {
    const c = container(true);
    keepScriptsCompiled(c, '/sw.js');
    expect(c.register).not.toHaveBeenCalled();
  });

  it('installs nothing from a development build, or where the browser has no workers', () => {
    const c = container(false);
    keepScriptsCompiled(c, null);
    expect(c.register).not.toHaveBeenCalled();
    expect(() => keepScriptsCompiled(undefined, '/sw.js')).not.toThrow();
  });

  it('never fails when the worker cannot be installed (vitest fails a run on an unhandled rejection)', async () => {
    const c = container(false, vi.fn(() => Promise.reject(new Error('no'))));
    expect(() => keepScriptsCompiled(c, '/sw.js')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(c.register).toHaveBeenCalledOnce();
  });
});
