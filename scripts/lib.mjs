// Shared by the start, build and test scripts: the topology of `pnpm start` in one place.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const APPS_FILE = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps.json'), 'utf8'));

/** The browser apps, their federation names, folders, packages and ports: apps.json. */
export const APPS = APPS_FILE.apps.map(({ name, dir, package: pkg, port }) => ({ name, dir, pkg, port }));
export const REMOTES = APPS.filter((a) => a.name !== 'host');
/** The API's port in apps.json; API_PORT (environment) moves `pnpm start`'s. */
export const API_DEFAULT_PORT = APPS_FILE.api.port;
/**
 * How the API's Node runs (Dockerfile and server/package.json say the same). A 32 MiB young
 * generation: a streamed export allocates fast, and with the default 16 MiB each batch's garbage
 * outlived two scavenges and was promoted, so the heap grew by ~130 MiB over a million-row file
 * (bench/precios-export-pg.mjs: +129 MiB, peak 266 MiB; with this flag +11 MiB, peak 174 MiB).
 * No allocation-site pretenuring: when a million-price export starts on a freshly written table
 * (PostgreSQL delivers its first batches slowly), V8 sees the first rows node-postgres parses
 * survive, marks their allocation sites 'tenure' (--trace-pretenuring) and from then on allocates
 * every row straight into the old generation, which grew by 129-132 MiB on Node 24 before a full
 * collection; without it 2-6 MiB (Node 20: 9-13 either way). A server of short requests has no
 * long-lived objects for pretenuring to place.
 * A 256 MiB initial old generation: under 20 callers a fresh API (56 MiB live) ran a full
 * collection every ~0.3 s for its first ~30 s, each pausing every request in flight 4-14 ms, and
 * the price list's first scenarios had a p99 of 35-43 ms (budget 30); with it 11 full collections
 * instead of 31-36 per run of bench/precios-list-pg.mjs, p99 19-31 ms, the export unchanged.
 * `--conditions=compiled`: the built server imports @gestion/contract's compiled JavaScript
 * (packages/contract/dist, built with the server) where every other reader takes its TypeScript.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring', '--initial-old-space-size=256', '--conditions=compiled'];
/**
 * The API's environment besides its configuration (the Dockerfile and server/package.json say
 * the same): glibc backs malloc's large blocks with 2 MiB pages where the kernel gives them on
 * request (transparent huge pages 'madvise', Debian's default), so node:crypto's scrypt maps its
 * 128 MiB in 64 pages instead of 32,768; the server then times both scrypt engines at start and
 * keeps the quicker (server/src/auth/passwords.ts, chooseScryptEngine).
 */
export const API_ENV = { GLIBC_TUNABLES: [process.env.GLIBC_TUNABLES, 'glibc.malloc.hugetlb=1'].filter(Boolean).join(':') };
export const API_PORT = Number(process.env.API_PORT || API_DEFAULT_PORT);

/** The port of browser app `name` ('host', 'terra', 'auth_admin', ...) in apps.json. */
export function appPort(name) {
  const app = APPS.find((a) => a.name === name);
  if (!app) throw new Error(`apps.json no tiene la app «${name}»`);
  return app.port;
}

/** Where the browser finds the API and each remote; override per deployment. */
export function runtimeConfig(env = process.env) {
  const apiBaseUrl = env.API_BASE_URL || `http://localhost:${Number(env.API_PORT || API_DEFAULT_PORT)}`;
  const remotes = {};
  for (const r of REMOTES) {
    const key = `REMOTE_${r.name.toUpperCase()}_URL`;
    remotes[r.name] = env[key] || `http://localhost:${r.port}/mf-manifest.json`;
  }
  return { apiBaseUrl, remotes };
}

export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

function walk(dir, out) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    if (err.code === 'ENOTDIR') out.push(dir);
    return;
  }
  for (const e of entries) {
    // Build output (dist-maps: a build's source maps, beside dist) is no input of the next build.
    if (e.name === 'node_modules' || e.name === 'dist' || e.name === 'dist-maps' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(p);
  }
}

/** A fingerprint of everything a build reads, to skip builds that are already up to date. */
export function fingerprint(dirs) {
  const files = [];
  for (const d of dirs) walk(path.join(ROOT, d), files);
  files.push(path.join(ROOT, 'pnpm-lock.yaml'), path.join(ROOT, 'tsconfig.base.json'), path.join(ROOT, 'apps.json'));
  const h = crypto.createHash('sha1');
  for (const f of files.sort()) {
    if (/\.test\.tsx?$/.test(f)) continue;
    try {
      const st = fs.statSync(f);
      h.update(`${f}:${st.size}:${st.mtimeMs}\n`);
    } catch {
      /* vanished */
    }
  }
  return h.digest('hex');
}
