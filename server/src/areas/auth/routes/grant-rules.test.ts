import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { groups, permissions } from '../../../db/schema/index.js';
import { grantGroupPermissions } from '../../../repositories/permissions.js';
import { buildTestApp, createUser, request } from '../../../test-utils.js';
import type { TestApp, TestUser } from '../../../test-utils.js';

// Holding auth.change_user / auth.change_group is no way up.

let app: TestApp;
let root: TestUser;
let manager: TestUser;
let groupAdmin: TestUser;
let target: TestUser;
let adminsId: number;
let staffId: number;
const perm = async (codename: string) => (await app.db.select().from(permissions).where(eq(permissions.codename, codename)))[0]!.id;

beforeAll(async () => {
  app = await buildTestApp();
  root = await createUser(app, { is_superuser: true });
  // A manager of users who belongs to `personal` only; a manager of groups with a few keys.
  manager = await createUser(app, { permissions: ['auth.change_user', 'auth.view_user', 'auth.view_group'], groups: ['personal'] });
  groupAdmin = await createUser(app, { permissions: ['auth.change_group', 'auth.view_group', 'main.view_sprint'] });
  target = await createUser(app);
  adminsId = (await app.db.select().from(groups).where(eq(groups.name, 'administradores')))[0]!.id;
  staffId = (await app.db.select().from(groups).where(eq(groups.name, 'personal')))[0]!.id;
  await grantGroupPermissions(app.db, staffId, ['main.view_sprint']);
});
afterAll(async () => {
  await app?.close();
});

const call = (method: 'PATCH' | 'POST', url: string, who: TestUser, payload: object) =>
  request<{ detail?: string }>(app, { method, url, headers: who.headers, payload });

describe('granting groups', () => {
  it('a non-superuser cannot add anyone, themselves included, to a group they do not belong to', async () => {
    for (const who of [manager.user.id, target.user.id]) {
      const patch = await call('PATCH', `/api/auth/users/${who}/groups/`, manager, { groups_ids: [staffId, adminsId] });
      expect(patch.status).toBe(403);
      expect(patch.body.detail).toBe(
        'No puedes asignar el grupo «administradores»: no perteneces a él. Solo un superusuario puede conceder grupos o permisos que no tiene.',
      );
      const add = await call('POST', `/api/user-roles/${who}/add_group/`, manager, { group_id: adminsId });
      expect(add.status).toBe(403);
      expect(add.body.detail).toContain('«administradores»');
    }
    const me = await request<{ status: number }>(app, { method: 'GET', url: '/api/auth/users/me/', headers: manager.headers });
    expect(me.status).toBe(200); // nothing changed: the token still works
    const list = await request<{ groups: string[] }>(app, { method: 'GET', url: `/api/auth/users/${target.user.id}/`, headers: root.headers });
    expect(list.body.groups).toEqual([]);
  });

  it('grants a group the actor belongs to, and takes any away', async () => {
    expect((await call('POST', `/api/user-roles/${target.user.id}/add_group/`, manager, { group_id: staffId })).status).toBe(200);
    expect((await call('POST', `/api/user-roles/${target.user.id}/remove_group/`, manager, { group_id: staffId })).status).toBe(200);
    expect((await call('PATCH', `/api/auth/users/${target.user.id}/groups/`, manager, { groups_ids: [staffId] })).status).toBe(200);
    // Keeping a foreign group the user already has is not a grant; removing it neither.
    await call('PATCH', `/api/auth/users/${target.user.id}/groups/`, root, { groups_ids: [staffId, adminsId] });
    expect((await call('PATCH', `/api/auth/users/${target.user.id}/groups/`, manager, { groups_ids: [staffId, adminsId] })).status).toBe(200);
    expect((await call('POST', `/api/user-roles/${target.user.id}/remove_group/`, manager, { group_id: adminsId })).status).toBe(200);
  });

  it('a superuser grants any group', async () => {
    expect((await call('POST', `/api/user-roles/${target.user.id}/add_group/`, root, { group_id: adminsId })).status).toBe(200);
  });

  it('nobody but a superuser changes a superuser in any way', async () => {
    const other = await createUser(app, { is_superuser: true });
    const expected = { status: 403, body: { detail: 'Solo un superusuario puede modificar a un superusuario.' } };
    for (const [method, url, payload] of [
      ['PATCH', `/api/auth/users/${other.user.id}/`, { is_active: false }],
      ['PATCH', `/api/auth/users/${other.user.id}/`, { first_name: 'X' }],
      ['PATCH', `/api/auth/users/${other.user.id}/groups/`, { groups_ids: [] }],
      ['POST', `/api/user-roles/${other.user.id}/add_group/`, { group_id: staffId }],
      ['POST', `/api/user-roles/${other.user.id}/remove_group/`, { group_id: staffId }],
    ] as const) {
      expect(await call(method, url, manager, payload)).toMatchObject(expected);
    }
  });
});

describe('granting permissions', () => {
  it('a non-superuser cannot give a group a permission they do not hold', async () => {
    const mine = await perm('main.view_sprint');
    const foreign = await perm('auth.add_user');
    const patch = await call('PATCH', `/api/auth/groups/${staffId}/permissions/`, groupAdmin, { permissions_ids: [mine, foreign] });
    expect(patch.status).toBe(403);
    expect(patch.body.detail).toBe(
      'No puedes asignar el permiso auth.add_user: no lo tienes. Solo un superusuario puede conceder grupos o permisos que no tiene.',
    );
    const add = await call('POST', `/api/group-permissions/${staffId}/add_permission/`, groupAdmin, { permiso_id: foreign });
    expect(add.status).toBe(403);
    // Self-escalation through one's own group is the same refusal.
    const own = await createUser(app, { permissions: ['auth.change_group'], groups: ['propio'] });
    const ownId = (await app.db.select().from(groups).where(eq(groups.name, 'propio')))[0]!.id;
    expect((await call('POST', `/api/group-permissions/${ownId}/add_permission/`, own, { permiso_id: foreign })).status).toBe(403);
  });

  it('grants what the actor holds, takes away anything, and a superuser grants all', async () => {
    const mine = await perm('main.view_sprint');
    const foreign = await perm('auth.add_user');
    expect((await call('PATCH', `/api/auth/groups/${staffId}/permissions/`, groupAdmin, { permissions_ids: [mine] })).status).toBe(200);
    expect((await call('POST', `/api/group-permissions/${staffId}/add_permission/`, groupAdmin, { permiso_id: mine })).status).toBe(200);
    expect((await call('POST', `/api/group-permissions/${staffId}/add_permission/`, root, { permiso_id: foreign })).status).toBe(200);
    // Already there: keeping it is not granting; removing it is allowed.
    expect((await call('PATCH', `/api/auth/groups/${staffId}/permissions/`, groupAdmin, { permissions_ids: [mine, foreign] })).status).toBe(200);
    expect((await call('POST', `/api/group-permissions/${staffId}/remove_permission/`, groupAdmin, { permiso_id: foreign })).status).toBe(200);
  });
});

describe('renaming a group into a sub-project prefix', () => {
  it("is granting that sub-project's expectativas sprint: only one who has it (or a superuser) may", async () => {
    expect((await call('POST', '/subproyectos/', root, { nombre: 'terra' })).status).toBe(201);
    // The sprint alone names a sub-project too ('acmia' has no row in the sub-project table here).
    expect((await call('POST', '/api/main/sprints/', root, { nombre: 'acmia - expectativas' })).status).toBe(201);
    const renamer = await createUser(app, { permissions: ['auth.change_group'], groups: ['Terra_Jefes'] });
    const ventas = (await call('POST', '/api/auth/groups/', root, { name: 'ventas' })) as unknown as { body: { id: number } };
    const rename = (who: TestUser, name: string) => call('PATCH', `/api/auth/groups/${ventas.body.id}/`, who, { name });

    const refused = await rename(groupAdmin, 'TERRA_ventas');
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(
      'No puedes llamar «TERRA_ventas» al grupo: daría a sus miembros el sprint de expectativas del subproyecto «terra», y no perteneces a un grupo de él. Solo un superusuario puede conceder grupos o permisos que no tiene.',
    );
    expect((await rename(groupAdmin, 'acmia_terra_ventas')).status).toBe(403);
    expect((await rename(renamer, 'acmia_ventas')).status).toBe(403);
    // Names that open nothing stay free; a member of a terra_ group may give terra.
    expect((await rename(groupAdmin, 'equipo_ventas')).status).toBe(200);
    expect((await rename(renamer, 'terra_ventas')).status).toBe(200);
    // Staying inside the prefix, or leaving it, grants nothing.
    expect((await rename(groupAdmin, 'terra_ventas_norte')).status).toBe(200);
    expect((await rename(groupAdmin, 'ventas')).status).toBe(200);
    expect((await rename(root, 'acmia_ventas')).status).toBe(200);
  });
});
