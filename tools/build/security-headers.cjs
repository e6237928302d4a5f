'use strict';
// The browser-protection headers of every server of the app, in one place: the static servers
// (scripts/serve-static.mjs), the webpack dev servers (index.cjs), the API (server/src/plugins/
// security-headers.ts) and the proxy of docker-compose.yml (deploy/haproxy.cfg, written by
// scripts/apps.mjs). The session token lives in local storage, so a script injected into the page
// could read it: the page may run scripts only from its own origin and the remotes' origins named
// in its runtime config (/config.json), and no other page may frame it.
//
// What the apps need, measured on the built apps (e2e/tests/security-headers.spec.ts fails on any
// violation):
// - script-src: the host's bundle ('self'), each remote's entry (remoteEntry.<hash>.js) and chunks (Module
//   Federation adds <script> tags on the remote's origin; webpack's publicPath is 'auto', taken
//   from that script's URL). No inline script: host/public/theme.js sets the theme before the
//   first paint. No eval in production builds; webpack sets no __webpack_nonce__.
// - connect-src: /config.json ('self'), the API, each remote's mf-manifest.json and navigation.json.
// - style-src 'unsafe-inline': antd's CSS-in-JS and style-loader add <style> tags at run time,
//   from the host and from every remote's chunks. A nonce would have to be minted per page load
//   by a server that rewrites index.html and handed to antd (ConfigProvider csp) and webpack
//   (__webpack_nonce__) in every app: the files are static and cached, so there is no such
//   server. Inline styles cannot run code; what the token needs, script-src, stays strict.
// - img-src http: https: data:: a profile's avatar is any http(s) URL the user typed; data: for
//   the small images antd draws inline. Images cannot run code either.
// - worker-src blob:: the price-import wizard reads the CSV in a worker of the terra remote, whose
//   script is of another origin than the page: the page starts it from a blob: URL that loads it
//   (remotes/terra/…/remote-worker.ts).
// - font-src 'self': the apps use the system fonts and load none.
// - echarts draws on a <canvas>: nothing to allow.

/** Sent with every answer, whatever its policy. */
const COMMON_HEADERS = Object.freeze({
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
});

/**
 * For what is never a page: the API's JSON, a remote's scripts and manifests in production, the
 * proxy's own answers. Nothing may load from it as a document, nothing may frame it.
 */
const NO_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The API's Swagger UI (/api/docs, @fastify/swagger-ui): its scripts, styles and images from the
 * API itself, inline <style> tags of its React components, the OpenAPI document and "Try it out"
 * calls to the same origin. It sets no validator (validatorUrl: null), so it loads nothing else.
 */
const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The origin of a URL of the runtime config; null for a path on the page's own origin ('self').
 * @param {unknown} url
 * @param {string} what the config key, for the error
 */
function originOf(url, what) {
  if (typeof url !== 'string' || url === '') throw new Error(`config.json: ${what} debe ser una URL`);
  if (url.startsWith('/') && !url.startsWith('//')) return null;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`config.json: ${what} «${url}» no es una URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`config.json: ${what} «${url}» debe ser http o https`);
  }
  return parsed.origin;
}

/**
 * The other origins the page talks to, from its runtime config (`{ apiBaseUrl, remotes }`, the
 * host's /config.json).
 * @param {{ apiBaseUrl?: unknown, remotes?: Record<string, unknown> }} config
 * @returns {{ api: string[], remotes: string[] }}
 */
function configOrigins(config) {
  if (!config || typeof config !== 'object') throw new Error('config.json: se esperaba un objeto');
  const api = originOf(config.apiBaseUrl, 'apiBaseUrl');
  const remotes = Object.entries(config.remotes ?? {}).map(([name, url]) => originOf(url, `remotes.${name}`));
  return { api: api ? [api] : [], remotes: [...new Set(remotes.filter(Boolean))] };
}

/**
 * The Content-Security-Policy of the host's page for a runtime config.
 * `dev`: the webpack dev servers' relaxation: their eval source maps ('unsafe-eval') and the live
 * reload client's websocket to each dev server (ws: of every origin the page loads code from).
 * @param {{ apiBaseUrl?: unknown, remotes?: Record<string, unknown> }} config
 * @param {{ dev?: boolean, self?: string }} [options] `self`: the page's origin, for dev's websocket
 * @returns {string}
 */
function pagePolicy(config, { dev = false, self } = {}) {
  const { api, remotes } = configOrigins(config);
  const websockets = dev ? [self, ...remotes].filter(Boolean).map((o) => o.replace(/^http/, 'ws')) : [];
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes, ...(dev ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'http:', 'https:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...api, ...remotes, ...websockets],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, ...sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

/**
 * Every security header of an answer under `policy`.
 * @param {string} policy
 * @returns {Record<string, string>}
 */
function securityHeaders(policy) {
  return { 'Content-Security-Policy': policy, ...COMMON_HEADERS };
}

module.exports = { COMMON_HEADERS, DOCS_POLICY, NO_PAGE_POLICY, configOrigins, pagePolicy, securityHeaders };
