// The host's service worker (tools/build/script-cache.cjs writes it as /sw.js): it stores the
// host's scripts while it installs, so that the browser keeps them compiled and a returning visit
// runs them without compiling them again (measured: the revisit's main thread, ~500 → ~400 ms).
// The page stores its own document in the worker's copy too: the browser serves a revisit's
// navigation from there, and the scripts start without the document's round trip.

import { HOME_PATH } from '@gestion/session';

declare const __SCRIPT_CACHE_WORKER__: string | null | undefined;
declare const __SCRIPT_CACHE_PREFIX__: string | undefined;
/** The worker's address in a production build; null in development (nothing to install). */
const WORKER: string | null = typeof __SCRIPT_CACHE_WORKER__ === 'undefined' ? null : __SCRIPT_CACHE_WORKER__;
/** How the worker's copies are named (one per build): tools/build's CACHE_PREFIX, defined by the build. */
const PREFIX: string | null = typeof __SCRIPT_CACHE_PREFIX__ === 'undefined' ? null : __SCRIPT_CACHE_PREFIX__;

/**
 * Installs the worker unless it already controls the page: the browser itself checks it for a
 * new build on each visit. Once a worker controls the page (now, or when the one just installed
 * takes it), the page's document is stored in its copy (keepDocument). Never fails: without the
 * worker the scripts and the page load from the network and the HTTP cache as before.
 */
export function keepScriptsCompiled(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  worker: string | null = WORKER,
  keep: () => Promise<void> = () => keepDocument(),
): void {
  if (!worker || !container) return;
  const store = () => void keep().catch(() => undefined);
  if (container.controller) {
    store();
    return;
  }
  container.addEventListener('controllerchange', store, { once: true });
  container.register(worker).catch(() => undefined);
}

/**
 * The addresses a returning visit is likely to open, all served by the one document of the app:
 * the one this page was loaded from, the one shown now, the home page and the root.
 */
export function likelyAddresses(): string[] {
  const strip = (address: string) => address.split('#')[0]!;
  const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name;
  const addresses = [loaded, location.href, new URL(HOME_PATH, location.origin).href, new URL('/', location.origin).href];
  return [...new Set(addresses.filter((a): a is string => !!a).map(strip))];
}

/**
 * Fetches the page's document again (its revalidation: a deploy or a new runtime config reaches
 * the next visit) and stores the answer under each of `addresses`, in each copy of the worker.
 * Normally there is one copy; while a new build's worker takes over there may be two, and the
 * fresh document is right for both (the earlier one is dropped as the new worker activates). Only
 * a page answered whole is stored: an error, a redirect or anything but HTML is left to the network.
 */
export async function keepDocument(
  storage: CacheStorage | undefined = globalThis.caches,
  addresses: readonly string[] = likelyAddresses(),
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  if (!storage || !PREFIX || addresses.length === 0) return;
  const names = (await storage.keys()).filter((name) => name.startsWith(PREFIX));
  if (names.length === 0) return;
  const res = await fetchImpl(addresses[0]!, { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok || res.redirected || !(res.headers.get('content-type') ?? '').startsWith('text/html')) return;
  // Each entry takes a body of its own, cloned before any is read.
  const puts = names.flatMap((name) => addresses.map((address) => ({ name, address })));
  const bodies = puts.map((_, i) => (i === 0 ? res : res.clone()));
  await Promise.all(puts.map(async ({ name, address }, i) => (await storage.open(name)).put(address, bodies[i]!)));
}
