// The professions catalogue for an administrator (terra.*_profesion): its pages, a profession
// added (201, or 200 with the one of that name), renamed, or removed while no profile has it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profesion, UsuarioExtra } from '@gestion/contract/usuario';
import type { PermissionKey } from '@gestion/contract/permissions';
import { historial, profesiones } from '../../../db/schema/index.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { is_superuser: true });
});
afterAll(async () => app?.close());

const only = (...permissions: PermissionKey[]) => createUser(app, { permissions });
const call = <T = Record<string, unknown>>(who: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  request<T>(app, { method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const entries = (id: number, accion: string) =>
  app.db.select().from(historial).where(and(eq(historial.objeto_tipo, 'terra.profesion'), eq(historial.objeto_id, String(id)), eq(historial.accion, accion)));
const crear = async (nombre: string) => (await call<Profesion>(admin, 'POST', '/api/terra/profesiones/', { nombre })).body.id;

describe('POST /api/terra/profesiones/ (terra.add_profesion)', () => {
  it('adds a profession (201) with its history entry, or answers the one of that name (200, any case); the profile screen lists it', async () => {
    const who = await only('terra.add_profesion');
    const created = await call<Profesion>(who, 'POST', '/api/terra/profesiones/', { nombre: ' Ebanista ' });
    expect(created).toMatchObject({ status: 201, body: { nombre: 'Ebanista' } });
    const [entry] = await entries(created.body.id, 'crear');
    expect(entry?.usuario_username).toBe(who.user.username);
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'nombre', despues: 'Ebanista' }));
    expect(await call(who, 'POST', '/api/terra/profesiones/', { nombre: 'EBANISTA' })).toMatchObject({ status: 200, body: { id: created.body.id, nombre: 'Ebanista' } });
    expect((await call<Profesion[]>(who, 'GET', '/api/profesiones/')).body.map((p) => p.nombre)).toContain('Ebanista');
  });

  it('answers 400 in Spanish for a blank name, 403 without the permission', async () => {
    const who = await only('terra.add_profesion');
    expect(await call(who, 'POST', '/api/terra/profesiones/', { nombre: '  ' })).toMatchObject({ status: 400, body: { nombre: ['Este campo no puede estar en blanco.'] } });
    expect((await call(who, 'POST', '/api/terra/profesiones/', { nombre: 'x'.repeat(101) })).status).toBe(400);
    const other = await only('terra.view_profesion', 'terra.change_profesion');
    expect((await call(other, 'POST', '/api/terra/profesiones/', { nombre: 'Herrero' })).status).toBe(403);
    expect(await app.db.$count(profesiones, eq(profesiones.nombre, 'Herrero'))).toBe(0);
  });
});

describe('GET /api/terra/profesiones/ (terra.view_profesion)', () => {
  it('lists the professions by name, searched without accents; one by id; 403 without the permission', async () => {
    const id = await crear('Técnico en ósmosis');
    const reader = await only('terra.view_profesion');
    const page = await call<{ count: number; results: Profesion[] }>(reader, 'GET', '/api/terra/profesiones/?search=osmosis');
    expect(page.body.results).toEqual([{ id, nombre: 'Técnico en ósmosis' }]);
    expect(await call(reader, 'GET', `/api/terra/profesiones/${id}/`)).toMatchObject({ status: 200, body: { nombre: 'Técnico en ósmosis' } });
    const file = await call<string>(reader, 'GET', '/api/terra/profesiones/exportar/?search=osmosis');
    expect(file.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['Nombre', 'Técnico en ósmosis']);
    const user = await createUser(app);
    expect((await call(user, 'GET', '/api/terra/profesiones/')).status).toBe(403);
  });
});

describe('PATCH /api/terra/profesiones/{id}/ (terra.change_profesion)', () => {
  it('renames a profession with its history entry; another\'s name is a 400; 404 for none; 403 without the permission', async () => {
    const id = await crear('Fontanero');
    await crear('Plomero');
    const who = await only('terra.change_profesion');
    expect(await call(who, 'PATCH', `/api/terra/profesiones/${id}/`, { nombre: 'Fontanero(a)' })).toMatchObject({ status: 200, body: { id, nombre: 'Fontanero(a)' } });
    const [entry] = await entries(id, 'modificar');
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'nombre', antes: 'Fontanero', despues: 'Fontanero(a)' }));
    expect(await call(who, 'PATCH', `/api/terra/profesiones/${id}/`, { nombre: 'PLOMERO' })).toMatchObject({ status: 400, body: { nombre: ['Ya existe una profesión con este nombre.'] } });
    expect(await call(who, 'PATCH', `/api/terra/profesiones/${id}/`, { nombre: '' })).toMatchObject({ status: 400, body: { nombre: ['Este campo no puede estar en blanco.'] } });
    expect(await call(who, 'PATCH', '/api/terra/profesiones/999999/', { nombre: 'x' })).toMatchObject({ status: 404, body: { detail: 'No encontrado.' } });
    const viewer = await only('terra.view_profesion', 'terra.add_profesion');
    expect((await call(viewer, 'PATCH', `/api/terra/profesiones/${id}/`, { nombre: 'x' })).status).toBe(403);
  });
});

describe('DELETE /api/terra/profesiones/{id}/ (terra.delete_profesion)', () => {
  it('refuses a profession a profile has (409 with how many), removes one none has, with its history entry', async () => {
    const usada = await crear('Carpintero');
    const libre = await crear('Cantero');
    const duena = await createUser(app);
    const perfil = (await call<UsuarioExtra[]>(duena, 'GET', '/api/usuario-extra/')).body[0]!;
    expect((await request(app, { method: 'PUT', url: `/api/usuario-extra/${perfil.id}/`, headers: duena.headers, payload: { profesiones: [usada] } })).status).toBe(200);
    const who = await only('terra.delete_profesion');
    expect(await call(who, 'GET', `/api/terra/profesiones/${usada}/eliminar/`)).toMatchObject({ status: 200, body: { repr: 'Carpintero', impide: 'la tienen 1 perfil.' } });
    expect(await call(who, 'DELETE', `/api/terra/profesiones/${usada}/`)).toMatchObject({ status: 409, body: { detail: 'No se puede eliminar: la tienen 1 perfil.' } });
    expect(await app.db.$count(profesiones, eq(profesiones.id, usada))).toBe(1);

    const other = await only('terra.view_profesion', 'terra.change_profesion');
    expect((await call(other, 'DELETE', `/api/terra/profesiones/${libre}/`)).status).toBe(403);
    expect((await call(who, 'DELETE', `/api/terra/profesiones/${libre}/`)).status).toBe(204);
    expect(await app.db.$count(profesiones, eq(profesiones.id, libre))).toBe(0);
    const [entry] = await entries(libre, 'eliminar');
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'nombre', antes: 'Cantero', despues: null }));
    expect((await call(who, 'DELETE', `/api/terra/profesiones/${libre}/`)).status).toBe(404);
  });
});
