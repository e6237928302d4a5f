import { createRequire } from 'node:module';
import { beforeEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { CACHE_PREFIX, keptScripts, scriptCacheSource, scriptCacheWorker } = require('./script-cache.cjs');

/** A service worker's global scope, with what the worker uses, recording what it does. */
function fakeScope(cacheNames = []) {
  const listeners = {};
  const log = { stored: {}, deleted: [], skipped: false, claimed: false };
  const names = new Set(cacheNames);
  const scope = {
    location: { origin: 'https://app.ejemplo' },
    addEventListener: (type, fn) => (listeners[type] = fn),
    skipWaiting: async () => (log.skipped = true),
    clients: { claim: async () => (log.claimed = true) },
    caches: {
      open: async (name) => {
        names.add(name);
        return { addAll: async (files) => (log.stored[name] = files) };
      },
      keys: async () => [...names],
      delete: async (name) => (log.deleted.push(name), names.delete(name)),
    },
  };
  /** Fires `type`; resolves once what the handler gave waitUntil has settled. */
  const fire = async (type, extra = {}) => {
    let waited = Promise.resolve();
    listeners[type]({ waitUntil: (p) => (waited = p), ...extra });
    await waited;
  };
  return { scope, log, fire };
}

beforeEach(() => {
  globalThis.URLPattern = class {
    constructor(input, base) {
      this.href = new URL(input, base).href;
    }
  };
});

describe('the host service worker (sw.js)', () => {
  const files = ['/main.0123abcd.js', '/670.89abcdef.js'];

  it('stores the build’s scripts while installing and routes each to that copy', async () => {
    const { scope, log, fire } = fakeScope();
    scriptCacheWorker(scope, files, `${CACHE_PREFIX}v2`, CACHE_PREFIX);
    let routes;
    await fire('install', { addRoutes: async (r) => (routes = r) });
    expect(log.stored).toEqual({ [`${CACHE_PREFIX}v2`]: files });
    expect(routes.map((r) => [r.condition.urlPattern?.href ?? r.condition, r.source])).toEqual([
      ['https://app.ejemplo/main.0123abcd.js', { cacheName: `${CACHE_PREFIX}v2` }],
      ['https://app.ejemplo/670.89abcdef.js', { cacheName: `${CACHE_PREFIX}v2` }],
      // the page's own document, once the app has stored it there (a miss goes to the network)
      [{ requestMode: 'navigate' }, { cacheName: `${CACHE_PREFIX}v2` }],
    ]);
    expect(log.skipped).toBe(true);
  });

  it('stores nothing in a browser without static routes (nothing would read the copy)', async () => {
    const { scope, log, fire } = fakeScope();
    scriptCacheWorker(scope, files, `${CACHE_PREFIX}v2`, CACHE_PREFIX);
    await fire('install');
    expect(log.stored).toEqual({});
    expect(log.skipped).toBe(false);
  });

  it('drops earlier builds’ copies on activation, keeps other caches, and takes the open pages', async () => {
    const { scope, log, fire } = fakeScope([`${CACHE_PREFIX}v1`, `${CACHE_PREFIX}v2`, 'otra-cache']);
    scriptCacheWorker(scope, files, `${CACHE_PREFIX}v2`, CACHE_PREFIX);
    await fire('activate');
    expect(log.deleted).toEqual([`${CACHE_PREFIX}v1`]);
    expect(log.claimed).toBe(true);
  });

  it('keeps the hashed scripts of the build’s root only', () => {
    expect(keptScripts(['main.0123abcd.js', '670.89abcdef.js', '670.89abcdef.js.map', 'index.html', 'sw.js', 'theme.js', 'config.json', 'x/1.0123abcd.js'])).toEqual([
      '/670.89abcdef.js',
      '/main.0123abcd.js',
    ]);
  });

  it('writes a script that runs as a worker, with a cache named after its files', async () => {
    const run = (list) => {
      const { scope, log, fire } = fakeScope();
      new Function('self', scriptCacheSource(list))(scope);
      return fire('install', { addRoutes: async () => undefined }).then(() => Object.keys(log.stored));
    };
    const [a] = await run(files);
    const [b] = await run(files);
    const [c] = await run(['/main.fedcba98.js']);
    expect(a).toMatch(new RegExp(`^${CACHE_PREFIX}[0-9a-f]{12}$`));
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });
});
