import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdHashClass, antdStylesheet, pageStylesheet } from './antd-stylesheet.cjs';

const HOST = path.resolve(import.meta.dirname, '../../host');
// antd and its engine as the host resolves them, to draw what antd computes at run time.
const fromHost = createRequire(path.join(HOST, 'package.json'));

/** The CSS antd computes for `elements` (its run-time output, the hash scope included). */
function runtimeCss(render) {
  const React = fromHost('react');
  const { renderToString } = fromHost('react-dom/server');
  const antd = fromHost('antd');
  const { createCache, extractStyle, StyleProvider } = createRequire(fromHost.resolve('antd'))('@ant-design/cssinjs');
  const cache = createCache();
  const html = renderToString(React.createElement(StyleProvider, { cache }, render(React, antd)));
  return { html, css: extractStyle(cache, { types: ['style'], plain: true }) };
}

/** The selectors of antd's link rules (those starting at an `a` element), in order. */
function linkSelectors(css) {
  return [...css.matchAll(/(?:^|[{}])([^{}@;]+)\{/g)].map((m) => m[1].trim()).filter((s) => /^(:where\([^)]*\) )?a(?![\w-])/.test(s));
}

describe('antd stylesheet', () => {
  it('names the hash class antd puts on its components', () => {
    const { html } = runtimeCss((React, antd) => React.createElement(antd.Button, null, 'x'));
    // vitest runs antd as a development build: the class carries its development prefix.
    expect(html).toContain(`class="ant-btn ${antdHashClass(HOST, false)} `);
    expect(antdHashClass(HOST, true)).toMatch(/^css-[0-9a-z]+$/);
  }, 60_000); // the first load of antd's CommonJS build

  it("scopes antd's link rules as the run time does, and nothing else", () => {
    const hashCls = antdHashClass(HOST, false);
    const { css } = runtimeCss((React, antd) => React.createElement(antd.Typography.Link, { href: '#' }, 'x'));
    const page = pageStylesheet(fs.readFileSync(fromHost.resolve('antd/dist/antd.css'), 'utf8'), hashCls);
    const ours = linkSelectors(page).filter((s) => !s.includes('.ant-'));
    const theirs = linkSelectors(css).filter((s) => !s.includes('.ant-'));
    expect(new Set(ours)).toEqual(new Set(theirs));
    expect(ours.some((s) => s.startsWith(`a:where(.${hashCls})`)) && ours.some((s) => s.startsWith(`:where(.${hashCls}) a`))).toBe(true);
    // An antd class rule keeps its selector, and antd's cache map is gone.
    expect(pageStylesheet('.ant-btn{color:red}.data-ant-cssinjs-cache-path{content:"a:b";}a{color:blue}', 'css-h')).toBe(
      '.ant-btn{color:red}a:where(.css-h){color:blue}',
    );
  });

  it('publishes a content-hashed file', () => {
    const sheet = antdStylesheet(HOST, true);
    expect(sheet.name).toMatch(/^antd\.[0-9a-f]{8}\.css$/);
    expect(sheet.content).toContain('.ant-btn');
    expect(sheet.content).not.toContain('data-ant-cssinjs-cache-path');
    expect(sheet.version).toBe(fromHost('antd/package.json').version);
  });
});
