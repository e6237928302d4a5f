// How long the saved antd styles take to read in Chromium: the document's parser (DOMParser, what
// the host's style store used) against `styleElements` (host/src/features/shell/style-markup.ts,
// what it uses). The markup is antd's own for the components the app draws, rendered here the
// way the store extracts it (extractStyle, styles only), about 270 K and 820 K characters.
//
//   node bench/antd-style-parse.mjs        medians of 15 reads each, in ms
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { LAUNCH } from './stack.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// antd, React and TypeScript as the host resolves them
const hostRequire = createRequire(path.join(ROOT, 'host/package.json'));
const React = hostRequire('react');
const { renderToString } = hostRequire('react-dom/server');
const { createCache, extractStyle, StyleProvider } = hostRequire('@ant-design/cssinjs');
const antd = hostRequire('antd');
const ts = hostRequire('typescript');

const COMPONENTS = ['Button', 'Input', 'Select', 'Table', 'Form', 'Menu', 'Layout', 'Descriptions', 'Alert', 'Progress', 'Tabs', 'Card', 'DatePicker', 'Checkbox', 'Radio', 'Switch', 'Tag', 'Dropdown', 'Pagination', 'Steps', 'Upload', 'Modal', 'Drawer', 'Spin', 'Skeleton', 'Badge', 'Avatar', 'Typography', 'Divider', 'Space', 'Flex', 'Result', 'Empty', 'Collapse', 'InputNumber', 'Breadcrumb', 'Segmented', 'Statistic'];

function markup() {
  const cache = createCache();
  const h = React.createElement;
  const open = new Set(['Modal', 'Drawer']);
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, null, ...COMPONENTS.map((n) => h(antd[n], { key: n, ...(open.has(n) ? { open: true } : {}) })))));
  return extractStyle(cache, { types: 'style' });
}

const all = markup();
const smaller = all.slice(0, all.indexOf('</style>', 200_000) + '</style>'.length);
const source = fs.readFileSync(path.join(ROOT, 'host/src/features/shell/style-markup.ts'), 'utf8');
const moduleJs = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;

const browser = await chromium.launch(LAUNCH);
try {
  const page = await browser.newPage();
  for (const html of [smaller, all]) {
    const result = await page.evaluate(
      async ({ html, moduleJs }) => {
        const { styleElements } = await import(`data:text/javascript,${encodeURIComponent(moduleJs)}`);
        // what the store did before: the markup parsed as a document, each <style> read back
        const documentParser = () => {
          const parsed = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html');
          return [...parsed.querySelectorAll('style')].map((el) => [Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])), el.textContent]);
        };
        const median = (read) => {
          const times = [];
          for (let i = 0; i < 15; i++) {
            const t = performance.now();
            read();
            times.push(performance.now() - t);
          }
          return times.sort((a, b) => a - b)[7];
        };
        const same = JSON.stringify(documentParser()) === JSON.stringify(styleElements(html));
        return { styles: styleElements(html).length, same, documentParser: median(documentParser), styleElements: median(() => styleElements(html)) };
      },
      { html, moduleJs },
    );
    if (!result.same) throw new Error('styleElements no lee lo mismo que el analizador del documento');
    console.log(
      `${html.length.toLocaleString('es')} caracteres, ${result.styles} estilos: DOMParser ${result.documentParser.toFixed(1)} ms, styleElements ${result.styleElements.toFixed(1)} ms (medianas de 15)`,
    );
  }
} finally {
  await browser.close();
}
