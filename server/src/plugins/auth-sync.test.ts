// Two API instances on one PostgreSQL database, each with its own session cache (kept 60 s here,
// so only the announcement can explain a refusal within the second): a change made through one
// is refused by the other within 1 s. PGlite lives in one process: nothing to test across.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../db/client.js';
import { ensureGroup } from '../repositories/groups.js';
import { grantGroupPermissions } from '../repositories/permissions.js';
import { authHeaders, buildTestApp, createTestDatabase, createUser, request, TEST_DATABASE_URL } from '../test-utils.js';
import type { TestApp, TestDatabase, TestUser } from '../test-utils.js';

const onPostgres = Boolean(TEST_DATABASE_URL);

let db: TestDatabase;
let a: TestApp;
let b: TestApp;
let admin: TestUser;

beforeAll(async () => {
  if (!onPostgres) return;
  db = await createTestDatabase();
  a = await buildTestApp({ database: db.database, authCacheMs: 60_000 });
  b = await buildTestApp({ database: db.database, authCacheMs: 60_000 });
  admin = await createUser(a, { is_superuser: true });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await db?.drop();
});

/** The status `b` answers, polled until it is `status` or 1 s has passed; returns the last one and when. */
async function statusOnB(url: string, headers: Record<string, string>, status: number) {
  const started = Date.now();
  for (;;) {
    const res = await request(b, { method: 'GET', url, headers });
    const ms = Date.now() - started;
    if (res.status === status || ms > 1_000) return { status: res.status, ms };
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!onPostgres)('session changes reach every instance (LISTEN/NOTIFY)', () => {
  it('a user deactivated through one instance is refused by the other within 1 s', async () => {
    const ana = await createUser(a);
    expect((await request(b, { method: 'GET', url: '/api/auth/users/me/', headers: ana.headers })).status).toBe(200);
    const res = await request(a, { method: 'PATCH', url: `/api/auth/users/${ana.user.id}/`, headers: admin.headers, payload: { is_active: false } });
    expect(res.status).toBe(200);
    expect(await statusOnB('/api/auth/users/me/', ana.headers, 401)).toMatchObject({ status: 401 });
  });

  it('a password change ends the older token on the other instance within 1 s', async () => {
    const eva = await createUser(a);
    expect((await request(b, { method: 'GET', url: '/api/auth/users/me/', headers: eva.headers })).status).toBe(200);
    const res = await request(a, {
      method: 'POST',
      url: '/api/auth/change-password/',
      headers: eva.headers,
      payload: { username: eva.user.username, current_password: eva.password, password: 'Otra-Clave-Muy-Segura-77' },
    });
    expect(res.status).toBeLessThan(300);
    expect(await statusOnB('/api/auth/users/me/', eva.headers, 401)).toMatchObject({ status: 401 });
  });

  it("a group's permission taken away is refused by the other instance within 1 s", async () => {
    const { group } = await ensureGroup(a.db, 'lectores_sync');
    await grantGroupPermissions(a.db, group.id, ['auth.view_user']);
    const leo = await createUser(a, { groups: ['lectores_sync'] });
    expect((await request(b, { method: 'GET', url: '/api/auth/users/', headers: leo.headers })).status).toBe(200);
    const res = await request(a, { method: 'PATCH', url: `/api/auth/groups/${group.id}/permissions/`, headers: admin.headers, payload: { permissions_ids: [] } });
    expect(res.status).toBe(200);
    expect(await statusOnB('/api/auth/users/', leo.headers, 403)).toMatchObject({ status: 403 });
  });

  it('a listener that lost its connection empties the cache when it is back (what it missed is unknown)', async () => {
    const rui = await createUser(a);
    expect((await request(b, { method: 'GET', url: '/api/auth/users/me/', headers: rui.headers })).status).toBe(200);
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      // Changed behind the API's back (no announcement), then every listener of this database cut off.
      const dbName = new URL((db.database as { url: string }).url).pathname.slice(1);
      const conn = new pg.Client({ connectionString: (db.database as { url: string }).url });
      await conn.connect();
      await conn.query('UPDATE users SET is_active = false WHERE id = $1', [rui.user.id]);
      await conn.end();
      const cut = await client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
        [dbName, LISTENER_APPLICATION_NAME],
      );
      expect(cut.rowCount).toBe(2);
    } finally {
      await client.end();
    }
    expect(await statusOnB('/api/auth/users/me/', rui.headers, 401)).toMatchObject({ status: 401 });
  });
});

describe.skipIf(!onPostgres)('sessions ended or idle, across instances', () => {
  it('a logout through one instance is refused by the other within 1 s', async () => {
    const ana = await createUser(a);
    expect((await request(b, { method: 'GET', url: '/api/auth/users/me/', headers: ana.headers })).status).toBe(200);
    expect((await request(a, { method: 'POST', url: '/api/auth/logout/', headers: ana.headers })).status).toBe(200);
    expect(await statusOnB('/api/auth/users/me/', ana.headers, 401)).toMatchObject({ status: 401 });
  });

  it("'Cerrar las demás sesiones' through one instance ends the others on the other within 1 s, not the caller's", async () => {
    const ana = await createUser(a);
    const other = { authorization: `JWT ${await a.sessions.open(ana.user)}` };
    for (const h of [ana.headers, other]) expect((await request(b, { method: 'GET', url: '/api/auth/users/me/', headers: h })).status).toBe(200);
    const res = await request(a, { method: 'POST', url: '/api/auth/sesiones/cerrar-otras/', headers: ana.headers });
    expect(res).toMatchObject({ status: 200, body: { cerradas: 1 } });
    expect(await statusOnB('/api/auth/users/me/', other, 401)).toMatchObject({ status: 401 });
    expect((await request(b, { method: 'GET', url: '/api/auth/users/me/', headers: ana.headers })).status).toBe(200);
  });

  it('a session in use on one instance is not idle on the other; unused everywhere, both refuse it', async () => {
    // Caches that outlive the timeout: what an instance remembers must not pass for the truth.
    const long = { database: db.database, jwtAccessMinutes: 480, sessionIdleMinutes: 60, authCacheMs: 24 * 3_600_000 };
    const [c, d] = [await buildTestApp(long), await buildTestApp(long)];
    try {
      const ana = await createUser(c);
      const me = (app: typeof c) => request(app, { method: 'GET', url: '/api/auth/users/me/', headers: authHeaders(ana.token) });
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const advance = (minutes: number) => vi.setSystemTime(Date.now() + minutes * 60_000);
      expect((await me(c)).status).toBe(200);
      advance(50);
      expect((await me(d)).status).toBe(200);
      // c saw no use for 100 minutes; d's, 50 minutes ago, is in the database.
      advance(50);
      expect((await me(c)).status).toBe(200);
      advance(59);
      expect((await me(d)).status).toBe(200);
      advance(60);
      expect((await me(c)).status).toBe(401);
      expect((await me(d)).status).toBe(401);
    } finally {
      vi.useRealTimers();
      await c.close();
      await d.close();
    }
  });
});
