/** Schedules `task` for the browser's next idle period (a timer where there is none); returns the cancel. */
export type Idle = (task: () => void) => () => void;

export const browserIdle: Idle = (task) => {
  if (typeof requestIdleCallback === 'function') {
    // The timeout bounds the wait on a page that is never idle (an animation), not the work.
    const id = requestIdleCallback(() => task(), { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
};

/**
 * Runs `steps` one after another, each in an idle period of its own, so a person typing meanwhile
 * never waits for more than one step's work. A failed step does not stop the next. Returns the
 * stop: what has not started yet is dropped (the page was left).
 */
export function runWhenIdle(steps: Array<() => Promise<unknown>>, idle: Idle = browserIdle): () => void {
  let stopped = false;
  let cancel = () => {};
  const next = (i: number) => {
    if (stopped || i >= steps.length) return;
    cancel = idle(() => {
      if (stopped) return;
      steps[i]!()
        .catch(() => undefined)
        .then(() => next(i + 1));
    });
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}
