// antd's style markup, read without the document parser (antd-style-store.ts saves what it reads).

/**
 * The `<style>` elements of antd's markup, as `[attributes, text]`. Read as antd writes them
 * (cssinjs's `toStyleStr`: `<style name="value" …>css</style>`, nothing escaped, no element inside),
 * not by the document parser: DOMParser took 15-17 ms of the save's idle task on the wizard's first
 * step, about half of it, on a machine whose CPU reference was 150 ms (BENCH_WIZARD_PROFILE=archivo
 * node bench/terra-wizard.mjs). On antd's markup of 270 K and 800 K characters, in Chromium, the
 * document's parser took 24-34 ms and this 0.3-1.4 ms, reading the same (`node
 * bench/antd-style-parse.mjs`).
 */
export function styleElements(html: string): [Record<string, string>, string][] {
  const out: [Record<string, string>, string][] = [];
  for (const [, attrs, css] of html.matchAll(/<style\b([^>]*)>([^]*?)<\/style>/g)) {
    out.push([Object.fromEntries([...attrs!.matchAll(/([^\s=]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!])), css!]);
  }
  return out;
}
