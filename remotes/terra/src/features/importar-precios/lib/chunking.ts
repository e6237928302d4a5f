/** Rows per import request: the server's limit (MAX_FILAS_IMPORTACION). */
export const IMPORT_CHUNK = 5000;

export function chunk<T>(list: readonly T[], size = IMPORT_CHUNK): T[][] {
  if (size < 1) throw new RangeError('size must be at least 1');
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Lets the browser paint and handle input between slices of a long loop (no long task). */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Time a slice of a long loop may run before it yields to the browser. */
export const SLICE_MS = 16;

/**
 * Runs `run(from, to)` over [0, count) in ranges of `step`, yielding to the browser whenever the
 * current task has run SLICE_MS (then `onYield` gets how many are done). A fixed number of rows
 * per task is short on a fast machine and a long task on a slow or busy one; a time budget is
 * short on both. The first slice runs in a task of its own: callers start from a click handler
 * or from the effects of the commit that mounted a step, work that SLICE_MS would add to.
 */
export async function inSlices(count: number, run: (from: number, to: number) => void, onYield?: (done: number) => void, step = 250): Promise<void> {
  if (step < 1) throw new RangeError('step must be at least 1');
  if (count > 0) await yieldToBrowser();
  let started = performance.now();
  for (let from = 0; from < count; from += step) {
    const to = Math.min(count, from + step);
    run(from, to);
    if (to < count && performance.now() - started >= SLICE_MS) {
      onYield?.(to);
      await yieldToBrowser();
      started = performance.now();
    }
  }
}
