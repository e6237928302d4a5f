import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.js';
import { grantGroupPermissions } from '../../../repositories/permissions.js';
import { ensureGroup } from '../../../repositories/groups.js';
import { PERMISSION_CATALOGUE } from '../../../db/permission-catalogue.js';
import { authHeaders, buildTestApp, createUser, request } from '../../../test-utils.js';
import type { TestApp } from '../../../test-utils.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  request<unknown>(app, { method: 'GET', url, headers });

describe('authentication', () => {
  it('accepts the JWT and Bearer schemes', async () => {
    const { token } = await createUser(app);
    expect((await get('/api/auth/users/me/', authHeaders(token, 'JWT'))).status).toBe(200);
    expect((await get('/api/auth/users/me/', authHeaders(token, 'Bearer'))).status).toBe(200);
    expect((await get('/api/auth/users/me/', { authorization: `bearer ${token}` })).status).toBe(200);
  });

  it('answers 401 without credentials', async () => {
    const res = await get('/api/auth/users/me/');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Las credenciales de autenticación no se proveyeron.' });
    expect(res.response.headers['www-authenticate']).toMatch(/^JWT/);
    expect((await get('/api/auth/users/me/', { authorization: 'Basic abc' })).status).toBe(401);
  });

  it('answers 401 for a bad, expired or foreign token', async () => {
    const { user } = await createUser(app);
    const invalid = { detail: 'Token inválido o expirado.' };
    expect(await get('/api/auth/users/me/', authHeaders('not-a-token'))).toMatchObject({ status: 401, body: invalid });
    expect(await get('/api/auth/users/me/', { authorization: 'JWT' })).toMatchObject({ status: 401, body: invalid });
    const expired = await app.sessions.open(user, Date.now() - 2 * 60 * 60 * 1000);
    expect(await get('/api/auth/users/me/', authHeaders(expired))).toMatchObject({ status: 401, body: invalid });
    const foreign = await new SignJWT({ user_id: user.id, username: user.username, tv: 0, token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect(await get('/api/auth/users/me/', authHeaders(foreign))).toMatchObject({ status: 401, body: invalid });
  });

  it('answers 401 once the user is deactivated or the token version changes', async () => {
    const a = await createUser(app);
    await app.db.update(users).set({ is_active: false }).where(eq(users.id, a.user.id));
    expect((await get('/api/auth/users/me/', a.headers)).status).toBe(401);
    const b = await createUser(app);
    await app.db.update(users).set({ token_version: 5 }).where(eq(users.id, b.user.id));
    expect((await get('/api/auth/users/me/', b.headers)).status).toBe(401);
  });
});

describe('GET /api/auth/users/me/', () => {
  it('returns the user of the contract, without the password', async () => {
    const { user, headers } = await createUser(app, {
      username: 'ana',
      email: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'López',
      groups: ['terra_coordinadores'],
      must_change_password: true,
    });
    const res = await get('/api/auth/users/me/', headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      username: 'ana',
      email: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'López',
      is_active: true,
      is_superuser: false,
      must_change_password: true,
      segundo_factor_pendiente: false,
      groups: ['terra_coordinadores'],
      date_joined: user.date_joined.toISOString(),
      last_login: null,
    });
  });
});

describe('GET /api/auth/permissions/me/', () => {
  it('is the union of group and direct permissions', async () => {
    const { group } = await ensureGroup(app.db, 'lectores');
    await grantGroupPermissions(app.db, group.id, ['main.view_sprint', 'auth.view_user']);
    const { headers } = await createUser(app, { groups: ['lectores'], permissions: ['auth.view_user', 'terra.import_precioproducto'] });
    const res = await get('/api/auth/permissions/me/', headers);
    expect(res.status).toBe(200);
    expect([...(res.body as string[])].sort()).toEqual(['auth.view_user', 'main.view_sprint', 'terra.import_precioproducto']);
  });

  it('is empty for a user without permissions and every key for a superuser', async () => {
    const plain = await createUser(app);
    expect((await get('/api/auth/permissions/me/', plain.headers)).body).toEqual([]);
    const root = await createUser(app, { is_superuser: true });
    const all = (await get('/api/auth/permissions/me/', root.headers)).body as string[];
    expect(new Set(all)).toEqual(new Set(PERMISSION_CATALOGUE.map((p) => p.key)));
  });
});

describe('GET /api/auth/groups/me/', () => {
  it('lists the groups as {id, name}', async () => {
    const { headers } = await createUser(app, { groups: ['acmia_miembros', 'terra_coordinadores'] });
    const res = await get('/api/auth/groups/me/', headers);
    expect(res.status).toBe(200);
    const body = res.body as { id: number; name: string }[];
    expect(body.map((g) => g.name)).toEqual(['acmia_miembros', 'terra_coordinadores']);
    expect(body.every((g) => Number.isInteger(g.id))).toBe(true);
  });
});
