import { startTransition, useEffect, useState } from 'react';

/**
 * How long the second part waits at most for a frame: a page drawn in a hidden tab gets no
 * animation frame until it is shown, and its parts must not wait for that.
 */
export const AFTER_PAINT_FALLBACK_MS = 100;

/**
 * False on the first render, true once the browser has had a frame to paint it (the next
 * animation frame, then a task after it), as a transition: what waits for it never holds the
 * first paint back, and an input meanwhile is handled first.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let done = false;
    const show = () => {
      if (done) return;
      done = true;
      startTransition(() => setPainted(true));
    };
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (afterFrame = setTimeout(show, 0)));
    const fallback = setTimeout(show, AFTER_PAINT_FALLBACK_MS);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}
