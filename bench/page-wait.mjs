// Waiting in a measured page for a moment the page itself stamps, without adding work to the
// thread being measured.

const WHEN_TIMEOUT_MS = 60_000;
const sessions = new WeakMap();
/**
 * The page's own CDP session for `when`, opened once: open it before the page's first navigation,
 * so that attaching is not part of a measured step.
 */
export function watchSession(page) {
  if (!sessions.has(page)) sessions.set(page, page.context().newCDPSession(page));
  return sessions.get(page);
}

/**
 * performance.now() of the page once `ready(arg)` (a page function) returns it, checked every
 * frame. Not page.waitForFunction: its first call in a document evaluates Playwright's injected
 * script in the page's main world, on the very thread being measured, while the app's scripts
 * wait (the anonymous 'EvaluateScript' of 40-113 ms at the laptop's rate ahead of main.js in
 * BENCH_LINE_TIMELINE's login and repeat visit); a laptop has no such script. A check posted by
 * Runtime.evaluate compiles only its own few lines.
 */
export async function when(page, ready, arg, timeoutMs = WHEN_TIMEOUT_MS) {
  const cdp = await watchSession(page);
  const expression = `new Promise((resolve) => {
    const ready = ${ready};
    const check = () => {
      const value = ready(${JSON.stringify(arg) ?? ''});
      if (value) resolve(value);
      else requestAnimationFrame(check);
    };
    check();
  })`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let timer;
    const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`when: ${timeoutMs} ms sin ${ready}`)), deadline - Date.now())));
    // A check sent as a navigation commits can land in the document being left: sent again.
    const answer = await Promise.race([cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }), timeout])
      .catch((err) => {
        if (Date.now() >= deadline) throw err;
        return null;
      })
      .finally(() => clearTimeout(timer));
    if (answer && !answer.exceptionDetails) return answer.result.value;
    if (answer?.exceptionDetails) throw new Error(`when: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
