// An administrator sets a temporary password for a colleague who forgot theirs
// (POST /api/auth/users/{id}/contrasena-temporal/): the colleague must change it at the next
// sign-in, their open sessions end, and the history says that it changed, never to what.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historial } from '../../../db/schema/index.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let admin: TestUser;
const url = (id: number) => `/api/auth/users/${id}/contrasena-temporal/`;
const set = (who: TestUser, id: number, password: string) => request<Record<string, unknown>>(app, { method: 'POST', url: url(id), headers: who.headers, payload: { password } });
const signIn = (username: string, password: string) =>
  request<{ must_change_password: boolean }>(app, { method: 'POST', url: '/api/auth/custom-login/', payload: { username, password } });

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { permissions: ['auth.view_user', 'auth.change_user'] });
});
afterAll(async () => app?.close());

describe('a temporary password', () => {
  it('is set with auth.change_user: the old password and tokens stop working, the new one must be changed', async () => {
    const luisa = await createUser(app);
    const res = await set(admin, luisa.user.id, 'Temporal-Casa-2026');
    expect([res.status, res.body]).toEqual([200, { detail: 'Contraseña temporal establecida: deberá cambiarla al iniciar sesión.' }]);
    expect((await request(app, { method: 'GET', url: '/api/auth/users/me/', headers: luisa.headers })).status).toBe(401);
    expect((await signIn(luisa.user.username, luisa.password)).status).toBe(401);
    const signedIn = await signIn(luisa.user.username, 'Temporal-Casa-2026');
    expect([signedIn.status, signedIn.body.must_change_password]).toEqual([200, true]);
    const [entry] = await app.db
      .select({ accion: historial.accion, cambios: historial.cambios, usuario: historial.usuario_username })
      .from(historial)
      .where(and(eq(historial.objeto_tipo, 'auth.user'), eq(historial.objeto_id, String(luisa.user.id))))
      .orderBy(desc(historial.id))
      .limit(1);
    expect(entry).toMatchObject({ accion: 'cambiar_contrasena', usuario: admin.user.username });
    expect(JSON.stringify(entry!.cambios)).not.toContain('Temporal-Casa-2026');
  });

  it('follows the password rules, and is refused to oneself, without the permission, and on a superuser by a non-superuser', async () => {
    const pedro = await createUser(app, { first_name: 'Pedro' });
    const weak = await set(admin, pedro.user.id, '123');
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.body)).toEqual(['password']);
    expect((await set(admin, pedro.user.id, '')).body).toEqual({ password: ['Este campo no puede estar en blanco.'] });
    expect((await set(admin, admin.user.id, 'Temporal-Casa-2026')).body).toEqual({ detail: 'Tu propia contraseña se cambia con «Cambiar contraseña».' });
    const viewer = await createUser(app, { permissions: ['auth.view_user', 'auth.add_user'] });
    expect((await set(viewer, pedro.user.id, 'Temporal-Casa-2026')).status).toBe(403);
    const root = await createUser(app, { is_superuser: true });
    expect((await set(admin, root.user.id, 'Temporal-Casa-2026')).body).toEqual({ detail: 'Solo un superusuario puede modificar a un superusuario.' });
    expect((await set(root, pedro.user.id, 'Temporal-Casa-2026')).status).toBe(200);
    expect((await set(admin, 999999, 'Temporal-Casa-2026')).status).toBe(404);
    // Nothing was set by the refusals: Pedro's first password worked until the superuser's.
    expect((await signIn(pedro.user.username, 'Temporal-Casa-2026')).body.must_change_password).toBe(true);
  });
});
