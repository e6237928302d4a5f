// The host's service worker (tools/build/script-cache.cjs writes it as /sw.js): it stores the
// host's scripts while it installs, so that the browser keeps them compiled and a returning visit
// runs them without compiling them again (measured: the revisit's main thread, ~500 → ~400 ms).

declare const __SCRIPT_CACHE_WORKER__: string | null | undefined;
/** The worker's address in a production build; null in development (nothing to install). */
const WORKER: string | null = typeof __SCRIPT_CACHE_WORKER__ === 'undefined' ? null : __SCRIPT_CACHE_WORKER__;

/**
 * Installs the worker unless it already controls the page: the browser itself checks it for a
 * new build on each visit. Never fails: without it the scripts load from the HTTP cache as before.
 */
export function keepScriptsCompiled(container: ServiceWorkerContainer | undefined = navigator.serviceWorker, worker: string | null = WORKER): void {
  if (!worker || !container || container.controller) return;
  container.register(worker).catch(() => undefined);
}
