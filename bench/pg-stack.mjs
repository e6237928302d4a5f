// What the API benches over HTTP share: a bench database on PostgreSQL (BENCH_PG_URL), the built
// API (server/dist, or BENCH_SERVER_DIR) started on it or on an embedded data folder, on a free
// port, the bench admin's token, and the load loop of concurrent keep-alive callers.
//
//   BENCH_PG_URL=postgres://user@host:5432/postgres   where to create the bench databases
//   BENCH_SERVER_DIR=<a server package with dist/>    to time another build of the server
//   BENCH_KEEP_DB=1    keeps the database afterwards (to EXPLAIN its queries)
//   NODE_24=<a Node 24 binary>   the API on PostgreSQL runs on it: production's pairing (the
//     images run Node 24 on PostgreSQL), as in `pnpm test`; on PGlite it stays on this Node
//   BENCH_API_FLAGS='--trace-gc'  more flags for the API's Node; BENCH_API_STDOUT=<file> keeps what it prints
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ENV, API_NODE_FLAGS } from '../scripts/lib.mjs';
import { waitUp } from './wait-up.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIR = path.resolve(process.env.BENCH_SERVER_DIR || path.join(ROOT, 'server'));
/** node-postgres, from the server's dependencies. */
export const pg = createRequire(path.join(ROOT, 'server', 'package.json'))('pg');

export const PG_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const ADMIN = { username: 'admin', password: 'Bench-admin-2025!' };

export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(sqlText, url = PG_URL) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(sqlText);
  } finally {
    await client.end();
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Throws unless the server to be timed is built. */
export function assertServerBuilt() {
  if (!fs.existsSync(path.join(SERVER_DIR, 'dist', 'main.js'))) throw new Error(`${SERVER_DIR}/dist/main.js no existe: compila el servidor`);
}

/**
 * The warm-up of a server bench's first scenario, on a freshly started API (seconds), in place of
 * the 2 s of the others. Measured second by second (bench/warmup.mjs, 20 callers, the history's
 * page 1): the API's own processor time per request falls from 5.0 ms in its first second to
 * 1.2-1.7 ms from the third on (2026-12-01, CPU reference ~400 ms); on a quicker machine
 * (2026-11-30, reference ~105 ms) its rate climbed for 9 s (806 → 1,566 req/s, p99 77 → 20 ms),
 * while a warm API whose database connections were dropped was back at its rate within 2 s. So
 * it is the process's own warm-up (the JIT compiling the request path), which a deployed API goes
 * through once, not what staff meet; before this, the first scenario's first run was the slowest
 * of each bench (the history's página 1: 31.8 and 30.9 ms against 14.7-18.0 afterwards).
 */
export const FRESH_API_WARM_UP_S = 10;
/** The warm-up of every other scenario, on an API already warm (seconds). */
export const WARM_UP_S = 2;

/** The warm-up before scenario `index` (0: the first on a fresh API), in seconds. */
export const warmUpSeconds = (index) => (index === 0 ? FRESH_API_WARM_UP_S : WARM_UP_S);

/** `concurrency` loops of GET `path` over keep-alive sockets for `seconds`. */
export function load(port, pathname, headers, seconds, concurrency) {
  return loadAcross([port], pathname, headers, seconds, concurrency);
}

/**
 * The same across several instances: caller i keeps to ports[i % n], as callers behind a
 * balancer each keep their connection to one instance.
 */
export async function loadAcross(ports, pathname, headers, seconds, concurrency) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  // As a browser asks (the API compresses answers of 1 KiB or more); BENCH_ENCODING=identity for none.
  headers = { 'accept-encoding': process.env.BENCH_ENCODING || 'br, gzip', ...headers };
  const once = (port) =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.get({ host: '127.0.0.1', port, path: pathname, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - started, ok: res.statusCode === 200 }));
      });
      req.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
    });
  const latencies = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, caller) => {
      while (Date.now() < until) {
        const r = await once(ports[caller % ports.length]);
        latencies.push(r.ms);
        if (!r.ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { n: latencies.length, errors, rps: latencies.length / elapsed, p50: pct(50), p99: pct(99) };
}

/**
 * The Node the API runs on: on PostgreSQL, NODE_24 when given (what the images deploy: the
 * collectors differ, e.g. the same export grew Node 20's RSS by 9-11 MiB and Node 24's by 4-5);
 * otherwise this one.
 */
export function apiNode(url) {
  return (url && process.env.NODE_24) || process.execPath;
}

/** `Node vX.Y.Z` of the API on `url` (printed beside its figures). */
export function apiNodeVersion(url) {
  const bin = apiNode(url);
  return bin === process.execPath ? `Node ${process.version}` : `Node ${execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim()}`;
}

/**
 * The built API (server/dist or BENCH_SERVER_DIR) on database `url` (null: the embedded one in
 * `dataDir`), port `port`, the bench admin as superuser.
 */
export function spawnApi(url, dataDir, port) {
  // BENCH_API_CPU_PROF=<folder>: the API's V8 CPU profile, written there when it stops (open it in
  // Chrome's DevTools); for diagnosis, the profiler slows the API.
  const profile = process.env.BENCH_API_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_CPU_PROF}`] : [];
  // BENCH_API_FLAGS='--trace-gc --trace-pretenuring': more Node/V8 flags after the API's own (a
  // later one wins: '--allocation-site-pretenuring' undoes API_NODE_FLAGS'), with what the API
  // prints written to BENCH_API_STDOUT (a file) when given; how the export's growth was traced.
  const extra = (process.env.BENCH_API_FLAGS ?? '').split(' ').filter(Boolean);
  const stdout = process.env.BENCH_API_STDOUT ? fs.openSync(process.env.BENCH_API_STDOUT, 'w') : 'ignore';
  const child = spawn(apiNode(url), [...API_NODE_FLAGS, ...profile, ...extra, path.join(SERVER_DIR, 'dist', 'main.js')], {
    env: {
      ...process.env,
      ...API_ENV,
      // Empty counts as unset for the server: PGlite in DATA_DIR.
      DATABASE_URL: url ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      LOG_PRETTY: '0',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // The admin is a superuser: timed as a user without a second factor signs in (the spec's sign-in).
      SEGUNDO_FACTOR_OBLIGATORIO: '0',
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  // The API holds its own copy of the file's descriptor.
  if (typeof stdout === 'number') fs.closeSync(stdout);
  return child;
}

/** Stops the API and waits for it to exit. */
export async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

/** The API on database `url` (null: the embedded one in `dataDir`), up on a free port within `ms`. */
export async function startApi(url, dataDir, ms = 120_000) {
  const port = await freePort();
  const server = spawnApi(url, dataDir, port);
  try {
    await waitUp(`http://127.0.0.1:${port}/healthz`, ms);
  } catch (err) {
    await stopServer(server);
    throw err;
  }
  return { server, port };
}

/** `seed(query)`'s statements on database `url`, without the statement timeout (a seed takes minutes). */
export async function seedPostgres(url, seed) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SET statement_timeout = 0');
    await seed(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/** The bench admin's Authorization header. */
export async function adminHeaders(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { access } = await res.json();
  return { authorization: `JWT ${access}` };
}

/**
 * The API on database `dbName`, one a bench kept (BENCH_KEEP_DB=1): measured as it is, and kept
 * again. Throws when PostgreSQL does not answer. For the diagnostic tools (pg-cpu.mjs, warmup.mjs).
 */
export function startKeptStack(dbName) {
  process.env.BENCH_KEEP_DB = '1';
  return startPgStack({ dbName, reuse: true, unreachable: (err) => { throw err; } });
}

/**
 * Database `dbName` on BENCH_PG_URL, made anew (dropped and created) unless `reuse`, and the built
 * API on it, up on a free port, with a temporary data folder. `addInstance()` starts one more API
 * on them. `stop()` stops the APIs and removes the database (unless BENCH_KEEP_DB) and the folder. Null, after `unreachable(err)`, when
 * PostgreSQL does not answer.
 */
export async function startPgStack({ dbName, reuse = false, unreachable }) {
  try {
    await adminQuery('SELECT 1');
  } catch (err) {
    unreachable(err);
    return null;
  }
  assertServerBuilt();
  if (!reuse) {
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${dbName}`);
  }
  const url = withDatabase(PG_URL, dbName);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${dbName}-`));
  const stop = async (server) => {
    if (server) await stopServer(server);
    if (!process.env.BENCH_KEEP_DB) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let api;
  try {
    api = await startApi(url, dataDir);
  } catch (err) {
    await stop(null);
    throw err;
  }
  const more = [];
  return {
    url,
    port: api.port,
    /** The first API process's id (its memory is read from /proc). */
    pid: api.server.pid,
    /** Another API process on the same database and data folder (same JWT secret): its port. */
    async addInstance() {
      const extra = await startApi(url, dataDir);
      more.push(extra.server);
      return extra.port;
    },
    async stop() {
      for (const server of more) await stopServer(server);
      await stop(api.server);
    },
  };
}
