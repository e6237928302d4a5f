import { describe, expect, it, vi } from 'vitest';
import { keepDocument, keepScriptsCompiled, likelyAddresses } from './script-cache';

/** A navigator.serviceWorker that records registrations; `controlled`: a worker already serves the page. */
function container(controlled: boolean, register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration))) {
  const target = new EventTarget();
  return Object.assign(target, { controller: controlled ? ({} as ServiceWorker) : null, register }) as unknown as ServiceWorkerContainer & {
    register: typeof register;
  };
}

describe('keepScriptsCompiled', () => {
  it('installs the build’s worker when none serves the page, and stores the page once it takes it', () => {
    const c = container(false);
    const keep = vi.fn(() => Promise.resolve());
    keepScriptsCompiled(c, '/sw.js', keep);
    expect(c.register).toHaveBeenCalledWith('/sw.js');
    expect(keep).not.toHaveBeenCalled();
    c.dispatchEvent(new Event('controllerchange'));
    c.dispatchEvent(new Event('controllerchange'));
    expect(keep).toHaveBeenCalledOnce();
  });

  it('leaves a worker that already serves the page to the browser’s own update check, and stores the page now', () => {
    const c = container(true);
    const keep = vi.fn(() => Promise.resolve());
    keepScriptsCompiled(c, '/sw.js', keep);
    expect(c.register).not.toHaveBeenCalled();
    expect(keep).toHaveBeenCalledOnce();
  });

  it('installs nothing from a development build, or where the browser has no workers', () => {
    const c = container(false);
    const keep = vi.fn(() => Promise.resolve());
    keepScriptsCompiled(c, null, keep);
    expect(c.register).not.toHaveBeenCalled();
    expect(keep).not.toHaveBeenCalled();
    expect(() => keepScriptsCompiled(undefined, '/sw.js', keep)).not.toThrow();
  });

  it('never fails when the worker cannot be installed or the page cannot be stored (vitest fails a run on an unhandled rejection)', async () => {
    const c = container(false, vi.fn(() => Promise.reject(new Error('no'))));
    expect(() => keepScriptsCompiled(c, '/sw.js', () => Promise.reject(new Error('no')))).not.toThrow();
    c.dispatchEvent(new Event('controllerchange'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(c.register).toHaveBeenCalledOnce();
  });
});

/** A CacheStorage of named caches, each a map of address → body text. */
function storage(names: string[]) {
  const caches = new Map(names.map((n) => [n, new Map<string, string>()]));
  const pending: Promise<unknown>[] = [];
  const api = {
    keys: async () => [...caches.keys()],
    open: async (name: string) => ({
      put: async (address: string, res: Response) => {
        const read = res.text().then((text) => caches.get(name)!.set(address, text));
        pending.push(read);
        await read;
      },
    }),
  } as unknown as CacheStorage;
  return { api, caches };
}

const page = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init });

describe('keepDocument', () => {
  const address = 'https://app.ejemplo/terra/precios';
  const home = 'https://app.ejemplo/user/dashboard';

  it('fetches the page again once and stores it under each address, in every copy of the worker', async () => {
    const { api, caches } = storage(['gestion-scripts-v1', 'gestion-scripts-v2', 'otra-cache']);
    const fetchImpl = vi.fn(() => Promise.resolve(page('<!doctype html>nuevo')));
    await keepDocument(api, [address, home], fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(fetchImpl).toHaveBeenCalledWith(address, { cache: 'no-cache', credentials: 'same-origin' });
    const both = { [address]: '<!doctype html>nuevo', [home]: '<!doctype html>nuevo' };
    expect(Object.fromEntries([...caches].map(([n, c]) => [n, Object.fromEntries(c)]))).toEqual({
      'gestion-scripts-v1': both,
      'gestion-scripts-v2': both,
      'otra-cache': {},
    });
  });

  it('asks nothing when the worker has no copy (it has not installed, or the browser has no caches)', async () => {
    const fetchImpl = vi.fn();
    await keepDocument(storage(['otra-cache']).api, [address], fetchImpl as unknown as typeof fetch);
    await keepDocument(undefined, [address], fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ['an error', page('fallo', { status: 503 })],
    ['something other than a page', new Response('{}', { headers: { 'content-type': 'application/json' } })],
  ])('stores nothing when the answer is %s (the network keeps serving the page)', async (_, answer) => {
    const { api, caches } = storage(['gestion-scripts-v1']);
    await keepDocument(api, [address], (() => Promise.resolve(answer)) as unknown as typeof fetch);
    expect(caches.get('gestion-scripts-v1')!.size).toBe(0);
  });

  it('stores nothing that came through a redirect (it would be served for an address it is not)', async () => {
    const { api, caches } = storage(['gestion-scripts-v1']);
    const redirected = page('<!doctype html>login');
    Object.defineProperty(redirected, 'redirected', { value: true });
    await keepDocument(api, [address], (() => Promise.resolve(redirected)) as unknown as typeof fetch);
    expect(caches.get('gestion-scripts-v1')!.size).toBe(0);
  });
});

describe('likelyAddresses', () => {
  it('names the address shown, the home page and the root, once each and without the fragment', () => {
    window.history.replaceState(null, '', '/terra/precios?page=2#arriba');
    const addresses = likelyAddresses();
    expect(addresses).toContain(`${location.origin}/terra/precios?page=2`);
    expect(addresses).toContain(`${location.origin}/user/dashboard`);
    expect(addresses).toContain(`${location.origin}/`);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses.some((a) => a.includes('#'))).toBe(false);
  });
});
