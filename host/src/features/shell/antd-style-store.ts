import { createCache, extractStyle } from '@ant-design/cssinjs';
import { readStored, removeStored, writeStored } from '@gestion/session';
import { version as antdVersion } from 'antd';
import { styleElements } from './style-markup';

/**
 * antd's CSS-in-JS styles, kept from one visit for the next. antd generates each component's
 * stylesheet on its first render (the largest part of the signed-in layout's and the dashboard's
 * first render on a revisit). @ant-design/cssinjs can take a style from the document instead of
 * generating it (its server-rendering path: `<style data-css-hash>` elements plus a map of cache
 * paths to hashes, read once, when a page registers its first style). This module keeps what
 * antd's own `extractStyle` gives once a screen is drawn, and puts it back in the document before
 * the first antd render of the next visit.
 *
 * Correct by construction: a cache path starts with the theme's token hash (which antd salts with
 * its version), so a style is only ever taken for the very theme (light, dark, reduced motion) and
 * antd that generated it; a path the map does not hold, or whose element is missing, is generated
 * as usual. The whole copy is dropped when antd or the CSS-in-JS engine changes (`ENGINE`).
 */
export const STYLE_STORE_KEY = 'estilos_antd';

declare const __CSSINJS_VERSION__: string | null | undefined;
/** What the stored styles depend on besides their paths: antd's version and the engine's. */
export const ENGINE = `antd@${antdVersion} cssinjs@${typeof __CSSINJS_VERSION__ === 'undefined' ? 'dev' : __CSSINJS_VERSION__}`;

/** Past this size (characters of CSS) the copy starts afresh: local storage is small and shared. */
export const MAX_STORED_CHARS = 1_000_000;

/** One `<style>` of antd: its hash, where it goes (order attribute and priority) and its text. */
export interface StoredStyle {
  hash: string;
  order: string;
  priority: string | null;
  css: string;
}

export interface StoredStyles {
  engine: string;
  styles: StoredStyle[];
  /** Cache path → style hash: the paths antd may take from the document instead of generating. */
  paths: Record<string, string>;
}

// What @ant-design/cssinjs and @rc-component/util read in the document (StyleContext, dynamicCSS,
// cacheMapUtil): the style's hash, where later styles go relative to it, the map's marker.
const ATTR_HASH = 'data-css-hash';
const ATTR_ORDER = 'data-rc-order';
const ATTR_PRIORITY = 'data-rc-priority';
const MAP_CLASS = 'data-ant-cssinjs-cache-path';

/** The style cache of the signed-in shell (its StyleProvider's): what `saveStyles` extracts. */
export const shellStyleCache = createCache();
export type StyleCache = typeof shellStyleCache;

function isStored(value: unknown, engine: string): value is StoredStyles {
  const v = value as StoredStyles | null;
  return !!v && v.engine === engine && Array.isArray(v.styles) && !!v.paths && typeof v.paths === 'object';
}

/** The map as antd's markup writes it (`path:hash;path:hash` in a CSS string): no quote, no `;`. */
function mapRule(paths: Record<string, string>): string {
  const safe = Object.entries(paths).filter(([p, h]) => !/[";\\:\n]/.test(p) && !/[";\\:\n]/.test(h));
  return `.${MAP_CLASS}{content:"${safe.map(([p, h]) => `${p}:${h}`).join(';')}";}`;
}

/**
 * Puts the stored styles in the document's head, ahead of everything else there (where antd puts
 * its own), and returns how many it added. Must run before antd registers its first style on the
 * page: the map is read only then. A copy of another engine is removed.
 */
export function restoreStyles(doc: Document = document, engine: string = ENGINE): number {
  const stored = readStored<unknown>(STYLE_STORE_KEY, null);
  if (stored === null) return 0;
  if (!isStored(stored, engine)) {
    removeStored(STYLE_STORE_KEY);
    return 0;
  }
  const fragment = doc.createDocumentFragment();
  for (const s of stored.styles) {
    const style = doc.createElement('style');
    style.setAttribute(ATTR_ORDER, s.order);
    if (s.priority !== null) style.setAttribute(ATTR_PRIORITY, s.priority);
    style.setAttribute(ATTR_HASH, s.hash);
    style.textContent = s.css;
    fragment.appendChild(style);
  }
  const map = doc.createElement('style');
  map.setAttribute(MAP_CLASS, MAP_CLASS);
  map.textContent = mapRule(stored.paths);
  fragment.appendChild(map);
  doc.head.insertBefore(fragment, doc.head.firstChild);
  return stored.styles.length;
}

/** antd's markup of `cache` as data: its styles in antd's order, and the map of its paths. */
export function extractStyles(cache: StyleCache, engine: string = ENGINE): StoredStyles {
  const html = extractStyle(cache, { types: 'style' });
  const styles: StoredStyle[] = [];
  const paths: Record<string, string> = {};
  for (const [attrs, css] of styleElements(html)) {
    const hash = attrs[ATTR_HASH];
    if (hash) {
      styles.push({ hash, order: attrs[ATTR_ORDER] ?? 'prependQueue', priority: attrs[ATTR_PRIORITY] ?? null, css });
    } else if (MAP_CLASS in attrs) {
      const content = /content:"([^"]*)"/.exec(css)?.[1] ?? '';
      for (const item of content.split(';')) {
        const at = item.lastIndexOf(':');
        if (at > 0) paths[item.slice(0, at)] = item.slice(at + 1);
      }
    }
  }
  return { engine, styles, paths };
}

/** The style keys of each cache already saved in this page's life. */
const savedKeys = new WeakMap<StyleCache, Set<string>>();

/**
 * Adds the styles `cache` holds now to the stored copy. A union, not a replacement: antd forgets
 * a component's style once no element uses it (a loading skeleton replaced by its data), and the
 * next visit draws that component again. The union only grows with themes and screens; past
 * MAX_STORED_CHARS it starts again from what is drawn now.
 */
export function saveStyles(cache: StyleCache = shellStyleCache, engine: string = ENGINE): void {
  // Extracting and comparing the copy is a task of tens of ms (~200 K characters of CSS); it runs
  // after every change of screen, the price wizard's seven steps included, where no task may pass
  // 50 ms. The cache's keys (`cache.cache`, the map extractStyle itself reads) tell for free
  // whether anything was drawn since the last save.
  const keys = [...cache.cache.keys()].filter((key) => key.startsWith('style%'));
  const saved = savedKeys.get(cache);
  if (saved && keys.every((key) => saved.has(key))) return;
  savedKeys.set(cache, new Set([...(saved ?? []), ...keys]));
  const now = extractStyles(cache, engine);
  if (now.styles.length === 0) return;
  const before = readStored<unknown>(STYLE_STORE_KEY, null);
  const previous = isStored(before, engine) ? before : { engine, styles: [], paths: {} };
  const stored = new Set(previous.styles.map((s) => s.hash));
  const fresh = now.styles.some((s) => !stored.has(s.hash)) || Object.entries(now.paths).some(([p, h]) => previous.paths[p] !== h);
  if (!fresh) return;
  const known = new Set(now.styles.map((s) => s.hash));
  const kept = previous.styles.filter((s) => !known.has(s.hash));
  let next: StoredStyles = { engine, styles: [...now.styles, ...kept], paths: { ...previous.paths, ...now.paths } };
  // Each path's style must be stored with it (a path without its element is generated anyway).
  const hashes = new Set(next.styles.map((s) => s.hash));
  next.paths = Object.fromEntries(Object.entries(next.paths).filter(([, h]) => hashes.has(h)));
  if (next.styles.reduce((n, s) => n + s.css.length, 0) > MAX_STORED_CHARS) next = now;
  writeStored(STYLE_STORE_KEY, next);
}
