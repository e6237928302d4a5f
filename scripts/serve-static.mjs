#!/usr/bin/env node
// Serves one built app (the host or a remote) the way production should: compressed, with
// long-lived caching for hashed files and none for the entry points, CORS for remotes (their
// manifest and chunks are fetched from the host's origin), SPA fallback for the host, and the
// security headers (tools/build/security-headers.cjs) on every answer: the host's page policy is
// built from the runtime config it serves as /config.json (the --config-env variable, else the
// folder's config.json); a folder without a config (a remote) serves no page and gets the policy
// that allows nothing. The host's page carries that config too (see withConfig), so a visit
// starts without a round trip for /config.json.
//
//   node scripts/serve-static.mjs --dir host/dist --port 3000 --spa [--config-env RUNTIME_CONFIG]
//   node scripts/serve-static.mjs --dir remotes/main/dist --port 3002 --cors
import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
// At the same place relative to this file in the repository and in the web image (Dockerfile).
import { NO_PAGE_POLICY, pagePolicy, securityHeaders } from '../tools/build/security-headers.cjs';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '0.0.0.0' },
    spa: { type: 'boolean', default: false },
    cors: { type: 'boolean', default: false },
    'config-env': { type: 'string' },
    name: { type: 'string', default: '' },
  },
});
if (!args.dir || !args.port) {
  console.error('uso: serve-static --dir <carpeta> --port <puerto> [--spa] [--cors]');
  process.exit(2);
}
const root = path.resolve(args.dir);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
/** The runtime config the host serves as /config.json, or null when this folder has none. */
function runtimeConfigText() {
  const fromEnv = args['config-env'] && process.env[args['config-env']];
  if (fromEnv) return fromEnv;
  const file = path.join(root, 'config.json');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}
const configText = runtimeConfigText();
let policy = NO_PAGE_POLICY;
if (configText !== null) {
  try {
    policy = pagePolicy(JSON.parse(configText));
  } catch (err) {
    // A policy that does not match the config would break the page or open it: better not start.
    console.error(`serve-static: la configuración de ${args['config-env'] || path.join(args.dir, 'config.json')} no sirve: ${err.message}`);
    process.exit(2);
  }
}
const SECURITY_HEADERS = securityHeaders(policy);

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
// Entry points must always be revalidated so a new deploy is picked up; everything else is
// content-hashed by webpack and can be cached for a year (a remote's entry too, since the build
// names it remoteEntry.<hash>.js in its manifest: a plain remoteEntry.js is a development build's).
// The host's service worker (sw.js) lists a build's scripts: a new build's list must be seen.
const NO_CACHE = /(^|\/)(index\.html|mf-manifest\.json|navigation\.json|remoteEntry\.js|config\.json|mf-stats\.json|theme\.js|sw\.js)$/;

const cache = new Map(); // path -> { mtimeMs, raw, gzip, br }

/** The id of the page's inline runtime config (host/src/config/app-config.ts reads it). */
const CONFIG_ELEMENT_ID = 'gestion-config';
const PAGE = path.join(root, 'index.html');

/**
 * The page with its runtime config inline, as a JSON data block (`type="application/json"` is
 * never run, so the policy's ban on inline scripts does not apply): the bundle reads it instead
 * of asking for /config.json, one round trip less before the app can start.
 */
function withConfig(html) {
  if (configText === null) return html;
  const json = JSON.stringify(JSON.parse(configText)).replace(/</g, '\\u003c');
  const block = `<script id="${CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  const text = html.toString('utf8');
  const at = text.indexOf('</head>');
  return Buffer.from(at === -1 ? block + text : text.slice(0, at) + block + text.slice(at));
}

/**
 * The build's own brotli copy of a content-hashed file (`<file>.br`, tools/build/precompress.cjs:
 * a quality too slow to run per request). Read once per file and sent only when it
 * decompresses to the file itself: a copy left from another build is never served.
 */
function precompressed(file, raw) {
  let br;
  try {
    br = fs.readFileSync(file + '.br');
  } catch {
    return null;
  }
  try {
    return zlib.brotliDecompressSync(br).equals(raw) ? br : null;
  } catch {
    return null;
  }
}

function load(file) {
  const stat = fs.statSync(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit;
  const read = fs.readFileSync(file);
  const raw = file === PAGE ? withConfig(read) : read;
  const entry = { mtimeMs: stat.mtimeMs, raw, gzip: null, br: file === PAGE ? null : precompressed(file, raw) };
  cache.set(file, entry);
  return entry;
}

const NOT_PUBLISHED = /(^|[\\/])\.|\.map$/;

/** Whether a request names a dotfile or a map (decoded): a 404, not the SPA's page. */
function hidden(urlPath) {
  try {
    return NOT_PUBLISHED.test(path.posix.normalize(decodeURIComponent(urlPath)));
  } catch {
    return true;
  }
}

function resolveFile(urlPath) {
  let rel;
  try {
    rel = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const file = path.resolve(root, '.' + path.posix.normalize('/' + rel));
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  // Never published, whatever a folder holds: source maps (a build keeps them in dist-maps/,
  // tools/build/source-maps-aside.cjs) and dotfiles (a build stamp, an editor's leftovers).
  if (NOT_PUBLISHED.test(path.relative(root, file))) return null;
  try {
    const st = fs.statSync(file);
    if (st.isFile()) return file;
    if (st.isDirectory() && fs.existsSync(path.join(file, 'index.html'))) return path.join(file, 'index.html');
  } catch {
    /* not found */
  }
  return null;
}

// A strong validator per body sent (so gzip, br and identity each have their own): a revisit
// revalidates the entry points with If-None-Match and gets a 304 of a few hundred bytes.
const etags = new WeakMap();
function etagOf(body) {
  const hit = typeof body === 'string' ? null : etags.get(body);
  if (hit) return hit;
  const tag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  if (typeof body !== 'string') etags.set(body, tag);
  return tag;
}

/** If-None-Match (weak comparison, RFC 9110 13.1.2): does the client hold this very body? */
function holds(req, etag) {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((t) => ((t = t.trim()), t === '*' || t.replace(/^W\//, '') === etag));
}

function send(req, res, status, body, type, rel) {
  const cacheControl = NO_CACHE.test(rel) || status !== 200 ? 'no-cache' : 'public, max-age=31536000, immutable';
  if (status === 200) {
    const etag = etagOf(body);
    if (holds(req, etag)) {
      // Only what updates the stored answer (RFC 9111 4.3.4): the cache keeps the rest of its
      // headers (type, encoding, the security headers), and a revisit revalidates a dozen of
      // these on a slow line, so each of them stays a couple of hundred bytes.
      res.removeHeader('Content-Encoding');
      res.writeHead(304, { ETag: etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding', ...(args.cors ? { 'Access-Control-Allow-Origin': '*' } : {}) });
      res.end();
      return;
    }
    res.setHeader('ETag', etag);
  }
  const headers = { 'Content-Type': type, Vary: 'Accept-Encoding' };
  if (args.cors) {
    headers['Access-Control-Allow-Origin'] = '*';
    headers['Access-Control-Allow-Methods'] = 'GET, HEAD, OPTIONS';
  }
  headers['Cache-Control'] = cacheControl;
  Object.assign(headers, SECURITY_HEADERS);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  if (req.method === 'OPTIONS') return send(req, res, 204, '', 'text/plain', '');
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(req, res, 405, 'Método no permitido', 'text/plain; charset=utf-8', '');
  const urlPath = (req.url || '/').split('?')[0];

  if (urlPath === '/config.json' && args['config-env'] && process.env[args['config-env']]) {
    return send(req, res, 200, process.env[args['config-env']], TYPES['.json'], 'config.json');
  }
  if (urlPath === '/healthz') return send(req, res, 200, '{"status":"ok"}', TYPES['.json'], 'healthz');

  let file = resolveFile(urlPath);
  let status = 200;
  if (!file) {
    // Paths that look like files are real 404s; anything else is a client-side route.
    if (args.spa && !path.extname(urlPath) && !hidden(urlPath)) file = path.join(root, 'index.html');
    else return send(req, res, 404, 'No encontrado', 'text/plain; charset=utf-8', '');
  }
  const ext = path.extname(file);
  const type = TYPES[ext] || 'application/octet-stream';
  const rel = path.relative(root, file);
  let entry;
  try {
    entry = load(file);
  } catch {
    return send(req, res, 404, 'No encontrado', 'text/plain; charset=utf-8', '');
  }
  const accept = String(req.headers['accept-encoding'] || '');
  if (COMPRESSIBLE.has(ext) && entry.raw.length > 512) {
    if (/\bbr\b/.test(accept)) {
      entry.br ??= zlib.brotliCompressSync(entry.raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
      res.setHeader('Content-Encoding', 'br');
      return send(req, res, status, entry.br, type, rel);
    }
    if (/\bgzip\b/.test(accept)) {
      entry.gzip ??= zlib.gzipSync(entry.raw, { level: 9 });
      res.setHeader('Content-Encoding', 'gzip');
      return send(req, res, status, entry.gzip, type, rel);
    }
  }
  return send(req, res, status, entry.raw, type, rel);
});

server.listen(Number(args.port), args.host, () => {
  if (args.name) console.log(`[${args.name}] sirviendo ${path.relative(process.cwd(), root) || '.'} en http://localhost:${args.port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
