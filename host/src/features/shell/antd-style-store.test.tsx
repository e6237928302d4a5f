import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { Button, ConfigProvider, Skeleton, theme } from 'antd';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINE, extractStyles, restoreStyles, saveStyles, STYLE_STORE_KEY, type StoredStyles } from './antd-style-store';

const stored = () => JSON.parse(localStorage.getItem(STYLE_STORE_KEY) ?? 'null') as StoredStyles | null;
const antdStyles = () => [...document.head.querySelectorAll('style[data-css-hash]')];

function drawn(cache: ReturnType<typeof createCache>, children: ReactNode, dark = false) {
  return render(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={{ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm }}>{children}</ConfigProvider>
    </StyleProvider>,
  );
}

beforeEach(() => {
  for (const s of document.head.querySelectorAll('style')) s.remove();
});

describe('antd style store', () => {
  it('stores what antd drew, with the path map, and puts it back ahead of the head', () => {
    const cache = createCache();
    drawn(cache, <Button>Guardar</Button>);
    const now = extractStyles(cache);
    expect(now.styles.length).toBeGreaterThan(0);
    const buttonPath = Object.keys(now.paths).find((p) => p.includes('Button'));
    expect(buttonPath).toBeDefined();
    expect(now.styles.map((s) => s.hash)).toContain(now.paths[buttonPath!]);

    saveStyles(cache);
    expect(stored()?.engine).toBe(ENGINE);
    expect(stored()?.styles.length).toBe(now.styles.length);

    for (const s of document.head.querySelectorAll('style')) s.remove();
    const marker = document.createElement('meta');
    document.head.insertBefore(marker, document.head.firstChild);
    expect(restoreStyles()).toBe(now.styles.length);
    const restored = antdStyles();
    expect(restored.map((s) => s.getAttribute('data-css-hash'))).toEqual(now.styles.map((s) => s.hash));
    expect(restored[0]!.getAttribute('data-rc-order')).toBe('prependQueue');
    expect(restored[0]!.textContent).toBe(now.styles[0]!.css);
    // The map antd reads on its first style, after the styles and before what was in the head.
    const map = document.head.querySelector('style[data-ant-cssinjs-cache-path]')!;
    expect(map.textContent).toContain(`${buttonPath}:${now.paths[buttonPath!]}`);
    expect(map.nextElementSibling).toBe(marker);
  });

  it('keeps the styles of components no longer drawn (a skeleton replaced by its data)', () => {
    const cache = createCache();
    const view = drawn(cache, <Skeleton active />);
    saveStyles(cache);
    const skeleton = stored()!.styles.map((s) => s.hash);
    view.unmount();
    drawn(cache, <Button>Guardar</Button>);
    saveStyles(cache);
    const hashes = stored()!.styles.map((s) => s.hash);
    for (const h of skeleton) expect(hashes).toContain(h);
    expect(hashes.length).toBeGreaterThan(skeleton.length);
    expect(Object.keys(stored()!.paths).some((p) => p.includes('Skeleton'))).toBe(true);
  });

  it('a path names one stylesheet whatever the theme: a style kept in light is right in dark', () => {
    // antd 6 draws colours through CSS variables (generated live, never stored): a component's
    // stylesheet at a path is the same text in both themes; its hash is of the path and the text.
    const light = createCache();
    drawn(light, <Button type="primary">Guardar</Button>);
    const dark = createCache();
    drawn(dark, <Button type="primary">Guardar</Button>, true);
    const a = extractStyles(light);
    const b = extractStyles(dark);
    const common = Object.keys(a.paths).filter((p) => p in b.paths);
    expect(common.length).toBeGreaterThan(0);
    for (const p of common) expect(b.paths[p]).toBe(a.paths[p]);
  });

  it('drops a copy of another engine (antd or cssinjs upgraded) and a damaged one', () => {
    localStorage.setItem(STYLE_STORE_KEY, JSON.stringify({ engine: 'antd@0.0.0 cssinjs@0.0.0', styles: [{ hash: 'x', order: 'prependQueue', priority: null, css: '.a{}' }], paths: { a: 'x' } }));
    expect(restoreStyles()).toBe(0);
    expect(localStorage.getItem(STYLE_STORE_KEY)).toBeNull();
    expect(antdStyles()).toHaveLength(0);

    localStorage.setItem(STYLE_STORE_KEY, '{"engine":');
    expect(restoreStyles()).toBe(0);
    expect(localStorage.getItem(STYLE_STORE_KEY)).toBeNull();
  });

  it('writes nothing before anything is drawn, and nothing again when nothing is new', () => {
    const cache = createCache();
    saveStyles(cache);
    expect(localStorage.getItem(STYLE_STORE_KEY)).toBeNull();
    drawn(cache, <Button>Guardar</Button>);
    saveStyles(cache);
    const first = localStorage.getItem(STYLE_STORE_KEY);
    localStorage.setItem(STYLE_STORE_KEY, first!.replace('"engine"', ' "engine"'));
    saveStyles(cache);
    expect(localStorage.getItem(STYLE_STORE_KEY)).not.toBe(first);
  });

  it('extracts nothing when nothing was drawn since the last save (it runs after every change of screen)', () => {
    const cache = createCache();
    // antd's extractStyle marks each style it reads in the cache's `extracted` set
    const extracted = vi.spyOn(cache.extracted, 'add');
    try {
      drawn(cache, <Button>Guardar</Button>);
      saveStyles(cache);
      const first = extracted.mock.calls.length;
      expect(first).toBeGreaterThan(0);
      saveStyles(cache);
      expect(extracted.mock.calls.length).toBe(first);
      drawn(cache, <Skeleton active />);
      saveStyles(cache);
      expect(extracted.mock.calls.length).toBeGreaterThan(first);
      expect(stored()?.styles.length).toBeGreaterThan(1);
    } finally {
      extracted.mockRestore();
    }
  });

  it('only writes a map antd can read back: no path that would break its `path:hash;` list', () => {
    localStorage.setItem(
      STYLE_STORE_KEY,
      JSON.stringify({ engine: ENGINE, styles: [{ hash: 'h1', order: 'prependQueue', priority: '0', css: '.a{color:red}' }], paths: { 'ok|path': 'h1', 'bad";}body{x:y': 'h1' } }),
    );
    expect(restoreStyles()).toBe(1);
    const map = document.head.querySelector('style[data-ant-cssinjs-cache-path]')!.textContent!;
    expect(map).toBe('.data-ant-cssinjs-cache-path{content:"ok|path:h1";}');
    expect(antdStyles()[0]!.getAttribute('data-rc-priority')).toBe('0');
  });
});
