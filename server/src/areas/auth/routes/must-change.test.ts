import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../lib/http-errors.js';
import { buildTestApp, createUser, request } from '../../../test-utils.js';
import type { TestApp } from '../../../test-utils.js';

// A temporary password is not a full password. Until it is changed, the server serves
// only what the host needs to reach the change screen (the session reads) and the change itself.

const SESSION_READS = ['GET /api/auth/users/me/', 'GET /api/auth/permissions/me/', 'GET /api/auth/groups/me/'];
// And 'Salir', which is on the change screen too.
const LOGOUT = 'POST /api/auth/logout/';
const ALLOWED = new Set([...SESSION_READS, 'POST /api/auth/change-password/', LOGOUT]);

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('must_change_password', () => {
  it('an administrator with a temporary password gets 403 from the users list until the change, 200 after', async () => {
    const admin = await createUser(app, { groups: ['administradores'], permissions: ['auth.view_user'], must_change_password: true, password: 'Temporal-Clave-2024' });
    const before = await request(app, { method: 'GET', url: '/api/auth/users/', headers: admin.headers });
    expect(before).toMatchObject({ status: 403, body: { detail: MESSAGES.mustChangePassword } });

    for (const read of SESSION_READS) {
      const [method, url] = read.split(' ') as ['GET', string];
      expect((await request(app, { method, url, headers: admin.headers })).status, read).toBe(200);
    }
    const changed = await request(app, {
      method: 'POST',
      url: '/api/auth/change-password/',
      headers: admin.headers,
      payload: { username: admin.user.username, current_password: 'Temporal-Clave-2024', password: 'Definitiva-Clave-2024!' },
    });
    expect(changed.status).toBe(200);
    const login = await request<{ access: string }>(app, { method: 'POST', url: '/api/auth/jwt/create/', payload: { username: admin.user.username, password: 'Definitiva-Clave-2024!' } });
    const after = await request(app, { method: 'GET', url: '/api/auth/users/', headers: { authorization: `JWT ${login.body.access}` } });
    expect(after.status).toBe(200);
  });

  it('every other route that needs a token answers 403 {detail} to a superuser with a temporary password', async () => {
    const root = await createUser(app, { is_superuser: true, must_change_password: true });
    const wrong: string[] = [];
    let checked = 0;
    for (const { method, url, access } of app.routeAccess) {
      if (access === 'public' || access === undefined || method === 'HEAD' || url === '*') continue;
      const route = `${method} ${url}`;
      // Logout ends its token: a session of its own, or every route after it would answer 401.
      const headers = route === LOGOUT ? { authorization: `JWT ${await app.sessions.open(root.user)}` } : root.headers;
      const res = await request<{ detail?: string }>(app, { method: method as 'GET', url: url.replace(/:[A-Za-z_]+/g, '1'), headers, payload: {} });
      checked++;
      const refused = res.status === 403 && res.body.detail === MESSAGES.mustChangePassword;
      if (refused === ALLOWED.has(route)) wrong.push(`${route} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(checked).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });
});
