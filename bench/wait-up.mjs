/** Resolves once `url` answers 2xx; throws after `ms`. */
export async function waitUp(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} no respondió`);
}
