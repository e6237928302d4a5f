import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteWorker } from './remote-worker';

/** What the page's Worker was started with, and a way to fire its events. */
class FakeWorker extends EventTarget {
  static started: string[] = [];
  constructor(url: string | URL) {
    super();
    FakeWorker.started.push(String(url));
  }
}

describe('RemoteWorker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    FakeWorker.started = [];
  });

  function stub() {
    vi.stubGlobal('Worker', FakeWorker);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:loader');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    return { created, revoked };
  }

  it('starts a worker of the page origin directly, with no loader', () => {
    const { created } = stub();
    new RemoteWorker(new URL('/x.worker.js', location.href));
    expect(FakeWorker.started).toEqual([new URL('/x.worker.js', location.href).href]);
    expect(created).not.toHaveBeenCalled();
  });

  it("starts another origin's script from a blob: loader, freed at the worker's first message", () => {
    const { created, revoked } = stub();
    const worker = new RemoteWorker(new URL('http://remote.example:3003/x.worker.js')) as unknown as FakeWorker;
    expect(FakeWorker.started).toEqual(['blob:loader']);
    expect(created).toHaveBeenCalledTimes(1);
    expect(revoked).not.toHaveBeenCalled();
    worker.dispatchEvent(new Event('message'));
    expect(revoked).toHaveBeenCalledWith('blob:loader');
  });

  it('frees the loader when the script fails to load (no message ever comes)', () => {
    const { revoked } = stub();
    const worker = new RemoteWorker(new URL('http://remote.example:3003/x.worker.js')) as unknown as FakeWorker;
    worker.dispatchEvent(new Event('error'));
    expect(revoked).toHaveBeenCalledWith('blob:loader');
  });
});
