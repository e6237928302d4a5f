#!/usr/bin/env node
// The fleet test: three API processes on one empty PostgreSQL database, behind a round-robin
// balancer that imitates the compose file's proxy, HAProxy (deploy/haproxy.cfg: `option httpchk
// GET /readyz`, `retry-on conn-failure`, `option redispatch`). Real processes, loopback only;
// scripts/compose-test.mjs runs the real proxy, in Docker.
//   1. The three start at the same moment: one migrates (advisory lock), all serve.
//   2. A user deactivated through one instance is refused by the other two within 1 s
//      (LISTEN/NOTIFY; AUTH_CACHE_MS is 60 s here, so expiry cannot explain it).
//   3. A round-robin load of reads and writes for a few seconds; one instance gets SIGTERM in the
//      middle: no request fails, it exits cleanly, and every acknowledged write is found afterwards.
// Skipped, saying so, when no PostgreSQL answers at FLEET_PG_URL (default TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres).
//   node scripts/fleet-test.mjs [--json <file>]   (the file gets {passed, failed, skipped})
//   FLEET_SERVER=dist   runs server/dist/main.js (default: server/src through tsx, the code as it is)
//   FLEET_SECONDS=6     length of the load
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { API_NODE_FLAGS } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'server');
const requireServer = createRequire(path.join(SERVER, 'package.json'));
const pg = requireServer('pg');

const { values: args } = parseArgs({ options: { json: { type: 'string' } } });
const PG_URL = process.env.FLEET_PG_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.FLEET_SECONDS || 6);
const INSTANCES = 3;
const GRACE_MS = 1_500;
/** How often the balancer asks each instance's /readyz (HAProxy's `inter 1s` in compose; the grace must exceed it). */
const CHECK_EVERY_MS = 200;
const ADMIN = { username: 'fleet_admin', password: 'Flota-Admin-2026!' };

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` (${detail})` : ''}`);
}

function finish(skipped = false) {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  if (args.json) fs.writeFileSync(args.json, JSON.stringify({ passed, failed, skipped }));
  console.log(skipped ? 'fleet: skipped' : `fleet: ${passed} passed, ${failed} failed`);
  return failed;
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(text, values = [], url = PG_URL) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const delay = (ms) => new Promise((r) => setTimeout(r, ms));

/** One API process; its output kept for the report of a failure. */
function spawnApi(index, port, url, dataDir) {
  const entry =
    process.env.FLEET_SERVER === 'dist'
      ? [...API_NODE_FLAGS, path.join(SERVER, 'dist', 'main.js')]
      : ['--import', pathToFileURL(requireServer.resolve('tsx')).href, path.join(SERVER, 'src', 'main.ts')];
  const child = spawn(process.execPath, entry, {
    cwd: SERVER,
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: 'fleet-test-secret-0123456789abcdef0123456789',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      // What is under test is the fleet, not the second factor its superuser would have to enrol.
      SEGUNDO_FACTOR_OBLIGATORIO: '0',
      AUTH_CACHE_MS: '60000',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      LOG_LEVEL: 'info',
      LOG_PRETTY: '0',
      METRICS_PORT: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const api = { index, port, child, log: [], exit: null };
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => api.log.push(chunk));
  }
  api.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      api.exit = { code, signal };
      resolve(api.exit);
    }),
  );
  return api;
}

/** GET/POST/PATCH on one port; resolves {status, body} or rejects with the socket error. */
function call(agent, port, method, pathname, { body, token } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `JWT ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let parsed = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode, body: parsed, requestId: res.headers['x-request-id'] });
        });
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * What the compose file's proxy (HAProxy) does, in miniature: round-robin over the instances whose /readyz
 * answered 200 at the last check (every CHECK_EVERY_MS); a request refused at connection time
 * (ECONNREFUSED: nothing was sent, so even a POST is safe to resend) goes to the next one. Any
 * other failure is the caller's.
 */
class Balancer {
  constructor(apis) {
    this.apis = apis;
    this.healthy = new Set(apis);
    this.next = 0;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    this.probeAgent = new http.Agent({ keepAlive: false });
    this.timer = setInterval(() => void this.probe(), CHECK_EVERY_MS);
  }

  async probe() {
    await Promise.all(
      this.apis.map(async (api) => {
        let ready = false;
        try {
          ready = (await call(this.probeAgent, api.port, 'GET', '/readyz')).status === 200;
        } catch {
          /* down */
        }
        if (ready) this.healthy.add(api);
        else this.healthy.delete(api);
      }),
    );
  }

  pick() {
    const pool = this.apis.filter((a) => this.healthy.has(a));
    if (pool.length === 0) throw new Error('no instance is ready');
    return pool[this.next++ % pool.length];
  }

  async send(method, pathname, options) {
    for (let attempt = 0; ; attempt++) {
      const api = this.pick();
      try {
        return { ...(await call(this.agent, api.port, method, pathname, options)), api };
      } catch (err) {
        if (err.code !== 'ECONNREFUSED' || attempt >= this.apis.length) throw err;
        this.healthy.delete(api);
      }
    }
  }

  stop() {
    clearInterval(this.timer);
    this.agent.destroy();
    this.probeAgent.destroy();
  }
}

async function waitReady(api, ms) {
  const until = Date.now() + ms;
  const agent = new http.Agent({ keepAlive: false });
  while (Date.now() < until) {
    if (api.exit) return false;
    try {
      if ((await call(agent, api.port, 'GET', '/readyz')).status === 200) return true;
    } catch {
      /* not yet */
    }
    await delay(100);
  }
  return false;
}

async function signIn(agent, port, username, password) {
  const res = await call(agent, port, 'POST', '/api/auth/jwt/create/', { body: { username, password } });
  if (res.status !== 200) throw new Error(`jwt/create ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.access;
}

async function main() {
  try {
    await adminQuery('SELECT 1');
  } catch (err) {
    console.log(`fleet: skipped, no PostgreSQL at ${PG_URL} (${err.message}); FLEET_PG_URL or TEST_DATABASE_URL point to one`);
    return finish(true);
  }
  const dbName = `gestion_fleet_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(`CREATE DATABASE ${dbName}`);
  const url = withDatabase(PG_URL, dbName);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestion-fleet-'));
  const apis = [];
  let balancer = null;
  try {
    // 1. Three processes at the same moment on the empty database.
    const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
    const t0 = Date.now();
    for (let i = 0; i < INSTANCES; i++) apis.push(spawnApi(i, ports[i], url, dataDir));
    const ready = await Promise.all(apis.map((api) => waitReady(api, 180_000)));
    check('three instances started together on an empty database are all ready', ready.every(Boolean), `${((Date.now() - t0) / 1000).toFixed(1)} s`);
    if (!ready.every(Boolean)) return;
    const migrations = fs.readdirSync(path.join(SERVER, 'drizzle')).filter((f) => f.endsWith('.sql')).length;
    const applied = await adminQuery('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations', [], url);
    check('the migrations were applied once', applied.rows[0].n === migrations, `${applied.rows[0].n} of ${migrations}`);
    const admins = await adminQuery('SELECT count(*)::int AS n FROM users WHERE username = $1', [ADMIN.username], url);
    check('one administrator was created', admins.rows[0].n === 1, `${admins.rows[0].n}`);

    balancer = new Balancer(apis);
    const direct = new http.Agent({ keepAlive: true });
    const adminToken = await signIn(direct, apis[0].port, ADMIN.username, ADMIN.password);

    // 2. A deactivation through instance 0, seen by 1 and 2 within a second.
    const created = await call(direct, apis[0].port, 'POST', '/api/auth/users/', {
      token: adminToken,
      body: { username: 'fleet_ana', email: 'ana@flota.example', password: 'Ana-Flota-Segura-2026', first_name: 'Ana', last_name: 'Flota' },
    });
    if (created.status !== 201) throw new Error(`create user ${created.status}: ${JSON.stringify(created.body)}`);
    const anaId = created.body.id;
    let activated = await call(direct, apis[0].port, 'PATCH', `/api/auth/users/${anaId}/`, { token: adminToken, body: { is_active: true } });
    if (activated.status !== 200) throw new Error(`activate ${activated.status}`);
    const anaToken = await signIn(direct, apis[1].port, 'fleet_ana', 'Ana-Flota-Segura-2026');
    const warm = await Promise.all(apis.map((api) => call(direct, api.port, 'GET', '/api/auth/users/me/', { token: anaToken })));
    check('the user is served by every instance (its session now cached there)', warm.every((r) => r.status === 200));
    const deactivated = await call(direct, apis[0].port, 'PATCH', `/api/auth/users/${anaId}/`, { token: adminToken, body: { is_active: false } });
    const since = Date.now();
    const refusedIn = await Promise.all(
      apis.slice(1).map(async (api) => {
        while (Date.now() - since < 3_000) {
          const r = await call(direct, api.port, 'GET', '/api/auth/users/me/', { token: anaToken });
          if (r.status === 401) return Date.now() - since;
          await delay(10);
        }
        return Infinity;
      }),
    );
    check(
      'deactivated through one instance, refused by the other two within 1 s',
      deactivated.status === 200 && refusedIn.every((ms) => ms <= 1_000),
      refusedIn.map((ms) => `${ms} ms`).join(', '),
    );
    direct.destroy();

    // 3. Round-robin load; SIGTERM to instance 1 in the middle.
    const acknowledged = [];
    const failures = [];
    let reads = 0;
    let writes = 0;
    const servedBy = new Map(apis.map((a) => [a, 0]));
    const until = Date.now() + SECONDS * 1000;
    const victim = apis[1];
    let readyzAfterTerm = null;
    const term = (async () => {
      await delay((SECONDS * 1000) / 3);
      victim.child.kill('SIGTERM');
      await delay(50);
      try {
        readyzAfterTerm = (await call(new http.Agent(), victim.port, 'GET', '/readyz')).status;
      } catch (err) {
        readyzAfterTerm = err.code;
      }
    })();
    let seq = 0;
    await Promise.all(
      Array.from({ length: 6 }, async (_, worker) => {
        while (Date.now() < until) {
          const write = (seq++ + worker) % 3 === 0;
          const name = `fleet_${worker}_${seq}`;
          try {
            const r = write
              ? await balancer.send('POST', '/api/auth/groups/', { token: adminToken, body: { name } })
              : await balancer.send('GET', '/api/auth/users/', { token: adminToken });
            servedBy.set(r.api, servedBy.get(r.api) + 1);
            if (write && r.status === 201) {
              acknowledged.push(r.body.name);
              writes++;
            } else if (!write && r.status === 200) reads++;
            else failures.push(`${write ? 'POST' : 'GET'} → ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
          } catch (err) {
            failures.push(`${write ? 'POST' : 'GET'} → ${err.code ?? err.message}`);
          }
        }
      }),
    );
    await term;
    const victimExit = await Promise.race([victim.exited, delay(15_000).then(() => null)]);
    check('/readyz of the instance sent SIGTERM answers 503 at once', readyzAfterTerm === 503, String(readyzAfterTerm));
    check(
      'no request failed during the load and the SIGTERM',
      failures.length === 0 && reads > 0 && writes > 0,
      `${reads} reads, ${writes} writes, ${failures.length} failures${failures.length ? `: ${failures.slice(0, 3).join('; ')}` : ''}; per instance ${[...servedBy.values()].join('/')}`,
    );
    check('every instance served part of the load', [...servedBy.values()].every((n) => n > 0));
    check('the instance sent SIGTERM exited cleanly', victimExit?.code === 0, JSON.stringify(victimExit));
    const found = new Set(
      (await adminQuery(`SELECT name FROM groups WHERE name LIKE 'fleet\\_%'`, [], url)).rows.map((r) => r.name),
    );
    const lost = acknowledged.filter((n) => !found.has(n));
    check('every acknowledged write is found afterwards', lost.length === 0 && acknowledged.length > 0, `${acknowledged.length} acknowledged, ${lost.length} missing`);
  } catch (err) {
    check('the fleet test ran to its end', false, err.stack ?? String(err));
  } finally {
    balancer?.stop();
    await Promise.all(
      apis.map(async (api) => {
        if (!api.exit) api.child.kill('SIGINT');
        await Promise.race([api.exited, delay(10_000)]);
        if (!api.exit) api.child.kill('SIGKILL');
      }),
    );
    if (results.some((r) => !r.ok)) {
      for (const api of apis) console.log(`--- instance ${api.index} (port ${api.port}) ---\n${api.log.join('').split('\n').slice(-40).join('\n')}`);
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return finish();
}

process.exit((await main()) ? 1 : 0);
