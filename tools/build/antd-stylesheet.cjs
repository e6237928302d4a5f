// antd's component styles as a stylesheet made at build time, for antd's zero-runtime mode
// (`theme.zeroRuntime`): the page then never computes them on its main thread (a profile of
// sign-in → dashboard heading put ~27% of it in antd's CSS-in-JS). antd ships that stylesheet,
// `antd/dist/antd.css`: every rule reads the theme through CSS variables (`var(--ant-…)`), which
// antd still writes at run time from the ConfigProvider's theme, so one file serves the light and
// dark themes, their token overrides and reduced motion alike.
//
// The file is antd's run-time output without the hash scope. That scope (`:where(.css-<hash>)`,
// no specificity) changes nothing for rules that start at an antd class, but antd's link rules
// start at the element (`a { color: var(--ant-color-link) }`): at run time they reach only the
// links antd draws itself (`a:where(.css-<hash>)`); unscoped they would restyle every link of the
// page, the login page's and the layout's own included. Those rules get their scope back here.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

/** antd's package folder as `dir` (an app's folder) resolves it. */
function antdDir(dir) {
  return path.dirname(fs.realpathSync(require.resolve('antd/package.json', { paths: [dir] })));
}

/**
 * The class antd's zero-runtime components carry as their hash (`hashId`), as
 * @ant-design/cssinjs's useCacheToken names it: the hash of `<antd version>-<hashed>_<prefix>`,
 * with the default theme's `hashed: true` and prefix `ant`, after `css-` in production builds.
 */
function antdHashClass(dir, production) {
  const antd = antdDir(dir);
  const { version } = JSON.parse(fs.readFileSync(path.join(antd, 'package.json'), 'utf8'));
  const fromCssinjs = createRequire(fs.realpathSync(require.resolve('@ant-design/cssinjs/package.json', { paths: [antd] })));
  const hash = fromCssinjs('@emotion/hash').default;
  return `${production ? 'css' : 'css-dev-only-do-not-override'}-${hash(`${version}-true_ant`)}`;
}

/** A selector list of antd's link rules alone: `a`, `a:hover`, `a:active,a:hover`, `a[disabled]`. */
const LINK_RULE = /^a(:[\w-]+|\[[^\]]*\])*(,a(:[\w-]+|\[[^\]]*\])*)*$/;

/**
 * `selector` with the hash scope as the run time writes it: after a leading `a` element
 * (`a:where(.css-<hash>):hover`), or, for `descendant`, before it (`:where(.css-<hash>) a:hover`).
 */
function scopeLinkSelector(selector, hashCls, descendant) {
  return selector
    .split(',')
    .map((part) =>
      part.replace(/^(\s*)a(?![\w-])/, descendant ? `$1:where(.${hashCls}) a` : `$1a:where(.${hashCls})`),
    )
    .join(',');
}

/**
 * antd's stylesheet for the page: link rules scoped as at run time, and without the cache-path
 * map antd's extraction appends (`.data-ant-cssinjs-cache-path`): the CSS-in-JS engine reads that
 * map from the page's computed styles and would look for `<style>` elements that are not there.
 *
 * antd's shared style writes the link rules twice: for links antd draws (`a:where(.css-<hash>)`)
 * and for links inside what antd draws (`:where(.css-<hash>) a`: a router link in a menu item).
 * The file has them unscoped, in that order: the second rule `a` starts the second set.
 */
function pageStylesheet(css, hashCls) {
  let plainLinks = 0;
  return css
    .replace(/\.data-ant-cssinjs-cache-path\{content:"[^"]*";?\}/g, '')
    .replace(/(^|[{}])([^{}@;]+)\{/g, (rule, before, selector) => {
      if (!/^\s*a(?![\w-])/.test(selector)) return rule;
      const link = LINK_RULE.test(selector.trim());
      if (link && selector.trim() === 'a') plainLinks += 1;
      return `${before}${scopeLinkSelector(selector, hashCls, link && plainLinks >= 2)}{`;
    });
}

/**
 * The stylesheet a build of `dir` publishes: `{ name, content, from, version, hashCls }`
 * (`name` content-hashed, so served immutable and compressed once by precompress.cjs).
 */
function antdStylesheet(dir, production) {
  const antd = antdDir(dir);
  const from = path.join(antd, 'dist/antd.css');
  const hashCls = antdHashClass(dir, production);
  const content = pageStylesheet(fs.readFileSync(from, 'utf8'), hashCls);
  const digest = createHash('sha256').update(content).digest('hex').slice(0, 8);
  const { version } = JSON.parse(fs.readFileSync(path.join(antd, 'package.json'), 'utf8'));
  return { name: `antd.${digest}.css`, content, from, version, hashCls };
}

module.exports = { antdStylesheet, antdHashClass, pageStylesheet };
