import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyPluginAsync } from 'fastify';
import { sprints } from './schema/index.js';
import { UNAVAILABLE_MESSAGES } from '../lib/db-unavailable.js';
import { buildTestApp, createUser, request, TEST_DATABASE_URL } from '../test-utils.js';
import type { TestApp, TestUser } from '../test-utils.js';

// Resilience on PostgreSQL (CI runs the suite with TEST_DATABASE_URL): the process
// rides through connections killed under write load, statements time out, closing is bounded.

/** A route that holds a connection as long as PostgreSQL lets it. */
const sleepRoute: FastifyPluginAsync = async (app) => {
  app.get('/test/sleep', { config: { access: 'public' } }, async () => {
    await app.db.execute(sql`select pg_sleep(30)`);
    return { ok: true };
  });
};

function databaseOf(app: TestApp): string {
  if (app.config.database.driver !== 'postgres') throw new Error('PostgreSQL only');
  return new URL(app.config.database.url).pathname.slice(1);
}

/** Ends every connection of the app's database except the caller's, as a PostgreSQL restart would. */
async function killConnections(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [database],
  );
  return rows[0]?.n ?? 0;
}

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL resilience', () => {
  let app: TestApp;
  let writer: TestUser;
  let admin: pg.Client;
  beforeAll(async () => {
    app = await buildTestApp({ statementTimeoutMs: 400 }, [sleepRoute]);
    writer = await createUser(app, { permissions: ['main.add_sprint', 'main.view_sprint'] });
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await app?.close();
  });

  it('every acknowledged write survives connections killed under load, and the process keeps serving', async () => {
    const database = databaseOf(app);
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let running = true;
    let n = 0;
    const writers = Array.from({ length: 20 }, async () => {
      while (running) {
        const nombre = `resiliencia ${++n}`;
        const res = await app.inject({ method: 'POST', url: '/api/main/sprints/', headers: writer.headers, payload: { nombre, tareas: ['a', 'b'] } });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 201) acknowledged.push(nombre);
        else expect(res.json()).toEqual({ detail: expect.any(String) });
      }
    });
    let killed = 0;
    for (let round = 0; round < 8; round++) {
      await new Promise((r) => setTimeout(r, 250));
      killed += await killConnections(admin, database);
    }
    running = false;
    await Promise.all(writers);

    expect(killed).toBeGreaterThan(0);
    // Failures were the database's absence (503), never a crash (500).
    expect([...statuses.keys()].filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(0);
    // The same process serves again at once, and every 201 is in the database.
    const after = await request(app, { method: 'POST', url: '/api/main/sprints/', headers: writer.headers, payload: { nombre: 'después' } });
    expect(after.status).toBe(201);
    const found = await app.db.select({ nombre: sprints.nombre }).from(sprints).where(inArray(sprints.nombre, acknowledged));
    expect(found.length).toBe(acknowledged.length);
  }, 30_000);

  it('a statement past the timeout is cancelled and answered 503, and the pool is free again', async () => {
    const started = Date.now();
    const res = await request(app, { method: 'GET', url: '/test/sleep' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ detail: UNAVAILABLE_MESSAGES.timeout });
    expect(Date.now() - started).toBeLessThan(3_000);
    // Ten at once (the whole pool): all come back, then the pool still serves.
    const many = await Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/test/sleep' })));
    expect(many.map((r) => r.statusCode)).toEqual(Array(10).fill(503));
    expect((await request(app, { method: 'GET', url: '/healthz' })).status).toBe(200);
  });

  it('closing finishes in bounded time, cancelling statements still running', async () => {
    const slow = await buildTestApp({ statementTimeoutMs: 0 }, [sleepRoute]);
    await slow.listen({ port: 0, host: '127.0.0.1' });
    const address = slow.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = Promise.all(Array.from({ length: 3 }, () => fetch(`http://127.0.0.1:${port}/test/sleep`).then((r) => r.status, () => 0)));
    await new Promise((r) => setTimeout(r, 500));
    const started = Date.now();
    await slow.close();
    expect(Date.now() - started).toBeLessThan(6_000);
    // The requests were answered (503: their statement was cancelled), not left hanging.
    expect(await inFlight).toEqual([503, 503, 503]);
  }, 20_000);
});
