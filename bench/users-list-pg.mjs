// The users list under load on PostgreSQL (issue 7): 100,000 users seeded with SQL, the built API
// started against that database on a free port, then 20 concurrent callers per scenario over
// HTTP keep-alive: page 1, a broad search and page 2000. Skipped, saying so, without PostgreSQL.
//
//   node bench/users-list-pg.mjs          (also part of `pnpm bench`)
//   BENCH_PG_URL=postgres://user@host:5432/postgres   where to create the bench database
//   BENCH_USERS=100000 BENCH_SECONDS=10 BENCH_CONCURRENCY=20
//   BENCH_SERVER_DIR=<a server package with dist/>    to time another build of the server
//   BENCH_KEEP_DB=1    keeps the database afterwards (to EXPLAIN its queries)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitUp } from './wait-up.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_DIR = path.resolve(process.env.BENCH_SERVER_DIR || path.join(ROOT, 'server'));
/** node-postgres, from the server's dependencies. */
export const pg = createRequire(path.join(ROOT, 'server', 'package.json'))('pg');

const PG_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'gestion_bench_users';
const USERS = Number(process.env.BENCH_USERS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);
const ADMIN = { username: 'admin', password: 'Bench-admin-2025!' };

export const SCENARIOS = [
  { label: 'página 1', path: '/api/auth/users/', budgetP99: 40, budgetRps: 800 },
  { label: 'búsqueda amplia «garcia»', path: '/api/auth/users/?search=garcia', budgetP99: 60 },
  { label: 'página 2000', path: '/api/auth/users/?page=2000', budgetP99: 60 },
];

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

const FIRST = ['María', 'José', 'Ana', 'Luis', 'Carmen', 'Pedro', 'Lucía', 'Jorge', 'Elena', 'Raúl', 'Sofía', 'Andrés'];
const LAST = ['García', 'Rodríguez', 'Martínez', 'Pérez', 'Gómez', 'Sánchez', 'Díaz', 'Núñez', 'Castillo', 'Peña'];
const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const arr = (list) => `ARRAY[${list.map((s) => `'${s}'`).join(',')}]`;

/** Users, groups with permissions and two memberships each, in a few statements. */
async function seed(url, passwordHash) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SET statement_timeout = 0');
    await client.query(
      `INSERT INTO groups (name) SELECT 'bench_grupo_' || lpad(g::text, 2, '0') FROM generate_series(0, 49) g ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO group_permissions (group_id, permission_id)
       SELECT g.id, p.id FROM groups g JOIN permissions p ON (p.id + g.id) % 5 = 0 WHERE g.name LIKE 'bench_grupo_%' ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO users (username, password, email, first_name, last_name, is_active, date_joined)
       SELECT (${arr(FIRST.map(ascii))})[1 + n % 12] || '.' || (${arr(LAST.map(ascii))})[1 + (n * 7) % 10] || n,
              $1, 'persona' || n || '@empresa' || (n % 37) || '.com',
              (${arr(FIRST)})[1 + n % 12], (${arr(LAST)})[1 + (n * 7) % 10],
              n % 11 <> 0, now() - n * interval '1 minute'
       FROM generate_series(1, ${USERS}) n`,
      [passwordHash],
    );
    await client.query(
      `INSERT INTO user_groups (user_id, group_id)
       SELECT u.id, g.id FROM users u
       JOIN LATERAL (SELECT array_agg(id ORDER BY id) ids FROM groups WHERE name LIKE 'bench_grupo_%') a ON true
       JOIN groups g ON g.id IN (a.ids[1 + u.id % 50], a.ids[1 + (u.id * 3 + 1) % 50])
       WHERE NOT u.is_superuser ON CONFLICT DO NOTHING`,
    );
    // What autovacuum would have done on a database that lived with these rows.
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/** `concurrency` loops of GET `path` over keep-alive sockets for `seconds`. */
export async function load(port, pathname, headers, seconds, concurrency) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const once = () =>
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
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const r = await once();
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
 * The built API (server/dist or BENCH_SERVER_DIR) on database `url` (null: the embedded one in
 * `dataDir`), port `port`, the bench admin as superuser.
 */
export function spawnApi(url, dataDir, port) {
  return spawn(process.execPath, [path.join(SERVER_DIR, 'dist', 'main.js')], {
    env: {
      ...process.env,
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
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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

/** Stops the API and waits for it to exit. */
export async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

/** Stops the API and removes its database (unless BENCH_KEEP_DB) and data folder. */
export async function stopApi(server, dbName, dataDir) {
  await stopServer(server);
  if (!process.env.BENCH_KEEP_DB) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Runs the scenarios; returns null (with the reason printed) when PostgreSQL is not there. */
export async function benchUsersListPg() {
  try {
    await adminQuery('SELECT 1');
  } catch (err) {
    console.log(`- Lista de usuarios en PostgreSQL: omitida, no hay PostgreSQL en ${PG_URL} (${err.message}); BENCH_PG_URL lo indica.`);
    return null;
  }
  if (!fs.existsSync(path.join(SERVER_DIR, 'dist', 'main.js'))) throw new Error(`${SERVER_DIR}/dist/main.js no existe: compila el servidor`);
  await adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${DB_NAME}`);
  const url = withDatabase(PG_URL, DB_NAME);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestion-bench-pg-'));
  const port = await freePort();
  const server = spawnApi(url, dataDir, port);
  try {
    await waitUp(`http://127.0.0.1:${port}/healthz`, 120_000);
    const t = Date.now();
    // Every bench user gets the admin's hash: a valid scrypt hash, none of them signs in.
    const { rows } = await adminQuery({ text: 'SELECT password FROM users WHERE username = $1', values: [ADMIN.username] }, url);
    const password = rows[0].password;
    await seed(url, password);
    const seedSeconds = (Date.now() - t) / 1000;
    const headers = await adminHeaders(port);
    const results = [];
    for (const s of SCENARIOS) {
      await load(port, s.path, headers, 2, CONCURRENCY); // warm-up
      results.push({ ...s, ...(await load(port, s.path, headers, SECONDS, CONCURRENCY)) });
    }
    return { users: USERS, seedSeconds, concurrency: CONCURRENCY, results };
  } finally {
    await stopApi(server, DB_NAME, dataDir);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = await benchUsersListPg();
  if (out) {
    console.log(`${out.users} usuarios sembrados en ${out.seedSeconds.toFixed(1)} s; ${out.concurrency} en paralelo`);
    for (const r of out.results) {
      console.log(`${r.label.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errores ${r.errors}/${r.n}`);
    }
  }
}
