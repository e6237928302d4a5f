// A user's removal (GET/DELETE /api/auth/users/{id}/[eliminar/]): what goes with them, what
// stops it, who may, and the history entry that outlives them.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Eliminacion } from '@gestion/contract/record';
import { dashboardConfigs, equipos, historial, importaciones, invitaciones, notificaciones, users, usuariosExtra } from '../../../db/schema/index.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let admin: TestUser;
const url = (id: number) => `/api/auth/users/${id}/`;
const preview = (who: TestUser, id: number) => request<Eliminacion & { detail?: string }>(app, { method: 'GET', url: `${url(id)}eliminar/`, headers: who.headers });
const remove = (who: TestUser, id: number) => request<{ detail?: string }>(app, { method: 'DELETE', url: url(id), headers: who.headers });
const exists = async (id: number) => (await app.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { permissions: ['auth.view_user', 'auth.delete_user'] });
});
afterAll(async () => app?.close());

describe('removing a user', () => {
  it('names what goes with them, removes it all, and leaves a history entry with the fields before', async () => {
    const marta = await createUser(app, { username: 'marta_baja', groups: ['g_baja'], permissions: ['main.view_sprint'] });
    const [perfil] = await app.db.insert(usuariosExtra).values({ usuario_id: marta.user.id, apodo: 'Marta' }).returning();
    await app.db.insert(dashboardConfigs).values({ usuario_id: marta.user.id });
    const [solo] = await app.db.insert(equipos).values({ nombre: 'Solo Marta', coordinador_id: marta.user.id }).returning();
    const otro = await createUser(app);
    const [ajeno] = await app.db.insert(equipos).values({ nombre: 'De otro', coordinador_id: otro.user.id }).returning();
    await app.db.insert(invitaciones).values({ equipo_id: ajeno!.id, invitado_id: marta.user.id, estado: 'aceptada' });
    await app.db.insert(notificaciones).values({ usuario_id: marta.user.id, tipo: 'invitacion', mensaje: 'x', estado: 'pendiente', equipo_id: ajeno!.id, invitado_id: marta.user.id });

    const res = await preview(admin, marta.user.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      repr: 'marta_baja',
      impide: null,
      arrastra: [
        '1 sesión abierta',
        '1 pertenencia a un grupo',
        '1 permiso propio',
        'su perfil',
        'su configuración del panel',
        '1 notificación',
        '1 invitación a un equipo',
        '1 equipo sin otros miembros',
      ],
    });

    expect((await remove(admin, marta.user.id)).status).toBe(204);
    expect(await exists(marta.user.id)).toBe(false);
    expect(await app.db.select().from(usuariosExtra).where(eq(usuariosExtra.id, perfil!.id))).toEqual([]);
    expect(await app.db.select().from(equipos).where(eq(equipos.id, solo!.id))).toEqual([]);
    // Another person's team stays; only Marta's membership of it went.
    expect(await app.db.select({ id: equipos.id }).from(equipos).where(eq(equipos.id, ajeno!.id))).toHaveLength(1);
    // Her token answers 401: its session went with her.
    expect((await request(app, { method: 'GET', url: '/api/auth/users/me/', headers: marta.headers })).status).toBe(401);

    const entries = await app.db
      .select({ accion: historial.accion, usuario: historial.usuario_username, repr: historial.objeto_repr, cambios: historial.cambios })
      .from(historial)
      .where(and(eq(historial.objeto_tipo, 'auth.user'), eq(historial.objeto_id, String(marta.user.id)), eq(historial.accion, 'eliminar')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ usuario: admin.user.username, repr: 'marta_baja' });
    expect(entries[0]!.cambios).toContainEqual({ campo: 'username', antes: 'marta_baja', despues: null });
    expect(entries[0]!.cambios).toContainEqual({ campo: 'grupos', antes: ['g_baja'], despues: null });

    expect((await remove(admin, marta.user.id)).status).toBe(404);
    expect((await preview(admin, marta.user.id)).status).toBe(404);
  });

  it('refuses with the reason when others depend on them: a team with other people, imports that can be undone', async () => {
    const coordinadora = await createUser(app, { username: 'coordina_equipo' });
    const [equipo] = await app.db.insert(equipos).values({ nombre: 'Con gente', coordinador_id: coordinadora.user.id }).returning();
    const miembro = await createUser(app);
    await app.db.insert(invitaciones).values({ equipo_id: equipo!.id, invitado_id: miembro.user.id, estado: 'aceptada' });
    await app.db.insert(importaciones).values({ usuario_id: coordinadora.user.id, expires_at: sql`now()`, confirmada_at: sql`now()` });

    const reason = 'coordina 1 equipo con otras personas (1 invitación); registró 1 importación de precios que aún se puede deshacer.';
    expect((await preview(admin, coordinadora.user.id)).body).toEqual({ repr: 'coordina_equipo', impide: reason, arrastra: [] });
    expect(await remove(admin, coordinadora.user.id)).toMatchObject({ status: 409, body: { detail: `No se puede eliminar: ${reason}` } });
    expect(await exists(coordinadora.user.id)).toBe(true);

    // Undone, the import no longer stops it; an unconfirmed one goes with its user.
    await app.db.update(importaciones).set({ deshecha_at: sql`now()` }).where(eq(importaciones.usuario_id, coordinadora.user.id));
    await app.db.insert(importaciones).values({ usuario_id: coordinadora.user.id, expires_at: sql`now() + interval '1 hour'` });
    await app.db.delete(invitaciones).where(eq(invitaciones.equipo_id, equipo!.id));
    expect((await preview(admin, coordinadora.user.id)).body.arrastra).toEqual(['1 sesión abierta', '1 equipo sin otros miembros', '1 importación sin confirmar']);
    expect((await remove(admin, coordinadora.user.id)).status).toBe(204);
  });

  it('nobody removes themselves: 409 with the reason, in the preview too', async () => {
    const res = await preview(admin, admin.user.id);
    expect(res.body).toMatchObject({ impide: 'es tu propio usuario: nadie se elimina a sí mismo.', arrastra: [] });
    expect((await remove(admin, admin.user.id)).body).toEqual({ detail: 'No se puede eliminar: es tu propio usuario: nadie se elimina a sí mismo.' });
    expect(await exists(admin.user.id)).toBe(true);
  });

  it('only a superuser removes a superuser (403 otherwise)', async () => {
    const root = await createUser(app, { is_superuser: true });
    const otherRoot = await createUser(app, { is_superuser: true });
    expect(await preview(admin, root.user.id)).toMatchObject({ status: 403, body: { detail: 'Solo un superusuario puede eliminar a un superusuario.' } });
    expect((await remove(admin, root.user.id)).status).toBe(403);
    expect(await exists(root.user.id)).toBe(true);
    expect((await remove(otherRoot, root.user.id)).status).toBe(204);
    expect(await exists(root.user.id)).toBe(false);
  });

  it('needs auth.delete_user: auth.change_user is not enough', async () => {
    const editor = await createUser(app, { permissions: ['auth.view_user', 'auth.change_user'] });
    const target = await createUser(app);
    expect((await preview(editor, target.user.id)).status).toBe(403);
    expect((await remove(editor, target.user.id)).status).toBe(403);
    expect(await exists(target.user.id)).toBe(true);
  });
});
