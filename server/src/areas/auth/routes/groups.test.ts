import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignablePermission, Group, Permission } from '@gestion/contract/auth';
import { buildTestApp, createUser, request } from '../../../test-utils.js';
import type { TestApp, TestUser } from '../../../test-utils.js';

let app: TestApp;
let admin: TestUser;
let catalogue: Permission[];
beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { is_superuser: true });
  catalogue = (await call<Permission[]>('GET', '/api/auth/permissions/all/pagination/none/', admin)).body;
});
afterAll(async () => {
  await app?.close();
});

function call<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TestUser | null, payload?: unknown) {
  return request<T>(app, { method, url, headers: who ? who.headers : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const pid = (key: string) => catalogue.find((p) => p.codename === key)!.id;

describe('permissions catalogue', () => {
  it('lists every permission as {id, codename, name} ordered by codename', async () => {
    expect(catalogue.length).toBeGreaterThan(40);
    expect(catalogue[0]).toEqual({ id: expect.any(Number), codename: expect.any(String), name: expect.any(String) });
    expect([...catalogue.map((p) => p.codename)].sort()).toEqual(catalogue.map((p) => p.codename));
    expect(catalogue.map((p) => p.codename)).toContain('terra.import_precioproducto');
  });
});

describe('/api/auth/groups/', () => {
  it('creates, lists with permissions, searches, renames and deletes', async () => {
    const created = await call<Group>('POST', '/api/auth/groups/', admin, { name: '  contables_norte ' });
    expect(created).toMatchObject({ status: 201, body: { name: 'contables_norte', permissions: [] } });
    const id = created.body.id;
    await call('POST', '/api/auth/groups/', admin, { name: 'contables_sur' });
    const set = await call<Group>('PATCH', `/api/auth/groups/${id}/permissions/`, admin, {
      permissions_ids: [pid('auth.view_user'), pid('auth.add_user'), pid('auth.view_user')],
    });
    expect(set.body.permissions.map((p) => p.codename)).toEqual(['auth.add_user', 'auth.view_user']);

    const found = await call<{ count: number; results: Group[] }>('GET', '/api/auth/groups/?search=CONTABLES&page_size=1', admin);
    expect(found.body.count).toBe(2);
    expect(found.body.results[0]).toMatchObject({ name: 'contables_norte', permissions: [{ codename: 'auth.add_user' }, { codename: 'auth.view_user' }] });

    const renamed = await call<Group>('PATCH', `/api/auth/groups/${id}/`, admin, { name: 'contables_este' });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'contables_este' } });
    expect(await call('PATCH', `/api/auth/groups/${id}/`, admin, { name: 'CONTABLES_SUR' })).toMatchObject({
      status: 400,
      body: { name: ['Ya existe un grupo con este nombre.'] },
    });
    expect(await call('POST', '/api/auth/groups/', admin, { name: 'Contables_Sur' })).toMatchObject({
      status: 400,
      body: { name: ['Ya existe un grupo con este nombre.'] },
    });
    expect(await call('POST', '/api/auth/groups/', admin, { name: '   ' })).toMatchObject({
      status: 400,
      body: { name: ['Este campo no puede estar en blanco.'] },
    });

    const member = await createUser(app, { groups: ['contables_este'] });
    expect((await call('GET', '/api/auth/users/me/', member)).status).toBe(200);
    expect((await call('DELETE', `/api/auth/groups/${id}/`, admin)).status).toBe(204);
    expect((await call('GET', '/api/auth/users/me/', member)).status).toBe(401);
    expect((await call('DELETE', `/api/auth/groups/${id}/`, admin)).status).toBe(404);
    expect((await call('PATCH', `/api/auth/groups/${id}/`, admin, { name: 'x' })).status).toBe(404);
  });

  it('refuses unknown and non-numeric permission ids without changing anything', async () => {
    const id = (await call<Group>('POST', '/api/auth/groups/', admin, { name: 'intacto' })).body.id;
    await call('PATCH', `/api/auth/groups/${id}/permissions/`, admin, { permissions_ids: [pid('main.view_sprint')] });
    expect(await call('PATCH', `/api/auth/groups/${id}/permissions/`, admin, { permissions_ids: [pid('auth.view_user'), 999999] })).toMatchObject({
      status: 400,
      body: { permissions_ids: ['Clave primaria "999999" inválida - objeto no existe.'] },
    });
    expect((await call('PATCH', `/api/auth/groups/${id}/permissions/`, admin, { permissions_ids: ['abc'] })).status).toBe(400);
    expect((await call('PATCH', `/api/auth/groups/${id}/permissions/`, admin, { permissions_ids: [1.5] })).status).toBe(400);
    expect((await call('PATCH', `/api/auth/groups/${id}/permissions/`, admin, { permissions_ids: [99999999999] })).status).toBe(400);
    expect((await call('PATCH', '/api/auth/groups/999999/permissions/', admin, { permissions_ids: [] })).status).toBe(404);
    expect((await call('PATCH', '/api/auth/groups/abc/permissions/', admin, { permissions_ids: [] })).status).toBe(404);
    const group = (await call<Permission[]>('GET', `/api/group-permissions/${id}/permissions/`, admin)).body;
    expect(group.map((p) => p.codename)).toEqual(['main.view_sprint']);
  });

  it('a user who may only view groups cannot change them', async () => {
    const viewer = await createUser(app, { permissions: ['auth.view_group'] });
    expect((await call('GET', '/api/auth/groups/', viewer)).status).toBe(200);
    expect((await call('POST', '/api/auth/groups/', viewer, { name: 'nope' })).status).toBe(403);
    expect((await call('PATCH', '/api/auth/groups/1/', viewer, { name: 'nope' })).status).toBe(403);
    expect((await call('DELETE', '/api/auth/groups/1/', viewer)).status).toBe(403);
    expect((await call('PATCH', '/api/auth/groups/1/permissions/', viewer, { permissions_ids: [] })).status).toBe(403);
    expect((await call('GET', '/api/auth/groups/', null)).status).toBe(401);
  });
});

describe('/api/auth/groups/{id}/', () => {
  it('answers one group with its permissions, as its row in the list', async () => {
    const created = await call<Group>('POST', '/api/auth/groups/', admin, { name: 'auditores_detalle' });
    await call('PATCH', `/api/auth/groups/${created.body.id}/permissions/`, admin, { permissions_ids: [pid('auth.view_group')] });
    const row = (await call<{ results: Group[] }>('GET', '/api/auth/groups/?search=auditores_detalle', admin)).body.results[0];
    const one = await call<Group>('GET', `/api/auth/groups/${created.body.id}/`, admin);
    expect([one.status, one.body]).toEqual([200, row]);
    expect(one.body.permissions.map((p) => p.codename)).toEqual(['auth.view_group']);
  });

  it('404 «Grupo no encontrado.» for a group that does not exist; 403 without auth.view_group', async () => {
    const missing = await call('GET', '/api/auth/groups/999999/', admin);
    expect([missing.status, missing.body]).toEqual([404, { detail: 'Grupo no encontrado.' }]);
    const other = await createUser(app, { permissions: ['auth.view_user'] });
    expect((await call('GET', '/api/auth/groups/999999/', other)).status).toBe(403);
  });
});

describe('second family: /api/user-roles/, /api/group-permissions/, /api/all-permissions/', () => {
  it('assigns and removes groups of a user, idempotently, ending older tokens', async () => {
    const g = (await call<Group>('POST', '/api/auth/groups/', admin, { name: 'rol_x' })).body;
    const user = await createUser(app);
    const groups = await call<{ id: number; name: string }[]>('GET', '/api/user-roles/groups/', admin);
    expect(groups.body).toContainEqual({ id: g.id, name: 'rol_x' });
    expect((await call('GET', `/api/user-roles/${user.user.id}/user_groups/`, admin)).body).toEqual([]);
    const add = await call('POST', `/api/user-roles/${user.user.id}/add_group/`, admin, { group_id: g.id });
    expect(add).toMatchObject({ status: 200, body: { detail: 'Grupo asignado.', ids: [g.id] } });
    expect((await call('GET', '/api/auth/users/me/', user)).status).toBe(401);
    expect((await call('POST', `/api/user-roles/${user.user.id}/add_group/`, admin, { group_id: g.id })).status).toBe(200);
    expect((await call('GET', `/api/user-roles/${user.user.id}/user_groups/`, admin)).body).toEqual([{ id: g.id, name: 'rol_x' }]);
    const remove = await call('POST', `/api/user-roles/${user.user.id}/remove_group/`, admin, { group_id: g.id });
    expect(remove).toMatchObject({ status: 200, body: { detail: 'Grupo quitado.', ids: [] } });
    expect((await call('POST', `/api/user-roles/${user.user.id}/remove_group/`, admin, { group_id: g.id })).status).toBe(200);
  });

  it('validates the ids of the role calls', async () => {
    const user = await createUser(app);
    expect((await call('GET', '/api/user-roles/999999/user_groups/', admin)).status).toBe(404);
    expect((await call('GET', '/api/user-roles/abc/user_groups/', admin)).status).toBe(404);
    expect((await call('POST', '/api/user-roles/999999/add_group/', admin, { group_id: 1 })).status).toBe(404);
    expect(await call('POST', `/api/user-roles/${user.user.id}/add_group/`, admin, { group_id: 999999 })).toMatchObject({
      status: 400,
      body: { group_id: ['Clave primaria "999999" inválida - objeto no existe.'] },
    });
    expect((await call('POST', `/api/user-roles/${user.user.id}/add_group/`, admin, { group_id: 'abc' })).status).toBe(400);
    expect((await call('POST', `/api/user-roles/${user.user.id}/add_group/`, admin, {})).status).toBe(400);
  });

  it('toggles permissions of a group and reports asignado', async () => {
    const g = (await call<Group>('POST', '/api/auth/groups/', admin, { name: 'perm_y' })).body;
    const before = await call<AssignablePermission[]>('GET', `/api/all-permissions/?group_id=${g.id}`, admin);
    expect(before.body.length).toBe(catalogue.length);
    expect(before.body.every((p) => p.asignado === false)).toBe(true);
    const add = await call('POST', `/api/group-permissions/${g.id}/add_permission/`, admin, { permiso_id: pid('main.view_sprint') });
    expect(add).toMatchObject({ status: 200, body: { detail: 'Permiso asignado.', ids: [pid('main.view_sprint')] } });
    const after = await call<AssignablePermission[]>('GET', `/api/all-permissions/?group_id=${g.id}`, admin);
    expect(after.body.filter((p) => p.asignado).map((p) => p.codename)).toEqual(['main.view_sprint']);
    expect((await call<Permission[]>('GET', `/api/group-permissions/${g.id}/permissions/`, admin)).body).toEqual([
      { id: pid('main.view_sprint'), codename: 'main.view_sprint', name: expect.any(String) },
    ]);
    const rm = await call('POST', `/api/group-permissions/${g.id}/remove_permission/`, admin, { permiso_id: pid('main.view_sprint') });
    expect(rm).toMatchObject({ status: 200, body: { ids: [] } });
    expect((await call<AssignablePermission[]>('GET', '/api/all-permissions/', admin)).body.some((p) => p.asignado)).toBe(false);
  });

  it('validates the ids of the permission calls', async () => {
    expect(await call('GET', '/api/all-permissions/?group_id=abc', admin)).toMatchObject({
      status: 400,
      body: { group_id: ['Introduzca un número entero válido.'] },
    });
    expect((await call('GET', '/api/all-permissions/?group_id=999999', admin)).status).toBe(400);
    expect((await call('GET', '/api/all-permissions/?group_id=99999999999999', admin)).status).toBe(400);
    expect((await call('GET', '/api/group-permissions/999999/permissions/', admin)).status).toBe(404);
    expect((await call('GET', '/api/group-permissions/abc/permissions/', admin)).status).toBe(404);
    const g = (await call<Group>('POST', '/api/auth/groups/', admin, { name: 'perm_z' })).body;
    expect(await call('POST', `/api/group-permissions/${g.id}/add_permission/`, admin, { permiso_id: 999999 })).toMatchObject({
      status: 400,
      body: { permiso_id: ['Clave primaria "999999" inválida - objeto no existe.'] },
    });
    expect((await call('POST', `/api/group-permissions/${g.id}/add_permission/`, admin, { permiso_id: 'x' })).status).toBe(400);
    expect((await call('POST', '/api/group-permissions/999999/add_permission/', admin, { permiso_id: 1 })).status).toBe(404);
  });

  it('viewers cannot change roles or permissions', async () => {
    const viewer = await createUser(app, { permissions: ['auth.view_user', 'auth.view_group', 'auth.view_permission'] });
    const g = (await call<Group>('POST', '/api/auth/groups/', admin, { name: 'perm_v' })).body;
    expect((await call('GET', '/api/user-roles/groups/', viewer)).status).toBe(200);
    expect((await call('GET', `/api/user-roles/${viewer.user.id}/user_groups/`, viewer)).status).toBe(200);
    expect((await call('GET', `/api/all-permissions/?group_id=${g.id}`, viewer)).status).toBe(200);
    expect((await call('GET', `/api/group-permissions/${g.id}/permissions/`, viewer)).status).toBe(200);
    expect((await call('POST', `/api/user-roles/${viewer.user.id}/add_group/`, viewer, { group_id: g.id })).status).toBe(403);
    expect((await call('POST', `/api/group-permissions/${g.id}/add_permission/`, viewer, { permiso_id: 1 })).status).toBe(403);
  });
});
