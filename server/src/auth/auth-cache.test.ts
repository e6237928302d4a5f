import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { groups, permissions, users } from '../db/schema/index.js';
import { buildTestApp, createUser, request } from '../test-utils.js';
import type { TestApp, TestUser } from '../test-utils.js';

// The per-process cache of the session check (auth/auth-cache.ts): used, and emptied by every
// change that must end older tokens or change permissions, before that change's answer leaves.

let app: TestApp;
let root: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ authCacheMs: 60_000 });
  root = await createUser(app, { is_superuser: true });
});
afterAll(async () => {
  await app?.close();
});

const me = (who: TestUser) => request(app, { method: 'GET', url: '/api/auth/users/me/', headers: who.headers });

describe('auth cache', () => {
  it('is used: a change written behind the server’s back is not seen within its lifetime', async () => {
    const u = await createUser(app);
    expect((await me(u)).status).toBe(200);
    await app.db.update(users).set({ is_active: false }).where(eq(users.id, u.user.id));
    expect((await me(u)).status).toBe(200);
    app.authCache.clear();
    expect((await me(u)).status).toBe(401);
  });

  it('a deactivation ends the older token at once', async () => {
    const u = await createUser(app);
    expect((await me(u)).status).toBe(200);
    const res = await request(app, { method: 'PATCH', url: `/api/auth/users/${u.user.id}/`, headers: root.headers, payload: { is_active: false } });
    expect(res.status).toBe(200);
    expect((await me(u)).status).toBe(401);
  });

  it('a password change ends the older token at once', async () => {
    const u = await createUser(app);
    expect((await me(u)).status).toBe(200);
    const res = await request(app, {
      method: 'POST',
      url: '/api/auth/change-password/',
      headers: u.headers,
      payload: { username: u.user.username, current_password: u.password, password: 'Otra-Clave-Nueva-2025!' },
    });
    expect(res.status).toBe(200);
    expect((await me(u)).status).toBe(401);
  });

  it('a group change ends the older token at once; a group’s new permission applies at once', async () => {
    const u = await createUser(app, { groups: ['cache_lectores'] });
    const groupId = (await app.db.select().from(groups).where(eq(groups.name, 'cache_lectores')))[0]!.id;
    const view = (await app.db.select().from(permissions).where(eq(permissions.codename, 'main.view_sprint')))[0]!.id;
    const sprints = () => request(app, { method: 'GET', url: '/api/main/sprints/', headers: u.headers });
    expect((await sprints()).status).toBe(403);
    const grant = await request(app, { method: 'POST', url: `/api/group-permissions/${groupId}/add_permission/`, headers: root.headers, payload: { permiso_id: view } });
    expect(grant.status).toBe(200);
    expect((await sprints()).status).toBe(200);
    const other = await createUser(app);
    expect((await me(other)).status).toBe(200);
    const add = await request(app, { method: 'POST', url: `/api/user-roles/${other.user.id}/add_group/`, headers: root.headers, payload: { group_id: groupId } });
    expect(add.status).toBe(200);
    expect((await me(other)).status).toBe(401);
  });

  it('a newer token (signed after a change) is checked against the database, not the cached state', async () => {
    const u = await createUser(app);
    expect((await me(u)).status).toBe(200);
    await app.db.update(users).set({ token_version: 1 }).where(eq(users.id, u.user.id));
    const fresh = await app.sessions.open({ ...u.user, token_version: 1 });
    expect((await request(app, { method: 'GET', url: '/api/auth/users/me/', headers: { authorization: `JWT ${fresh}` } })).status).toBe(200);
    expect((await me(u)).status).toBe(401);
  });
});
