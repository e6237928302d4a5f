/**
 * A worker of this remote's own script on the page of another origin (the host's). A page may only
 * start a worker from its own origin, so a script of this remote's origin is loaded by a worker
 * started from a blob: URL (the page's policy allows `worker-src blob:`), as papaparse does.
 * Webpack builds `new RemoteWorker(new URL('./x.worker.ts', import.meta.url))` like `new Worker(…)`:
 * the file becomes a worker entry and the URL its address (tools/build, `parser.javascript.worker`).
 * A function called with `new`, not a subclass of Worker: the tests' DOM has no Worker to extend.
 */
export const RemoteWorker = function RemoteWorker(url: URL): Worker {
  if (url.origin === location.origin) return new Worker(url);
  const loader = URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(url.href)});`], { type: 'text/javascript' }));
  const worker = new Worker(loader);
  // the worker has fetched the blob by its first message; until then it must stay valid. A worker
  // whose script fails to load posts none: its error event frees the URL instead.
  const revoke = () => URL.revokeObjectURL(loader);
  worker.addEventListener('message', revoke, { once: true });
  worker.addEventListener('error', revoke, { once: true });
  return worker;
} as unknown as new (url: URL) => Worker;
