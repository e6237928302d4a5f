// The profiles for an administrator (terra.view_usuarioextra, terra.change_usuarioextra): every
// profile read, and what it says (apodo, avatar, bio) corrected as the owner's PUT checks it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsuarioExtra, UsuarioExtraFila } from '@gestion/contract/usuario';
import type { PermissionKey } from '@gestion/contract/permissions';
import { historial } from '../../../db/schema/index.js';
import { listProfesiones } from '../repositories/usuario-extra.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let duena: TestUser;
let perfil: UsuarioExtra;

beforeAll(async () => {
  app = await buildTestApp();
  duena = await createUser(app, { username: 'marta' });
  const [a, b] = await listProfesiones(app.db);
  perfil = (await request<UsuarioExtra[]>(app, { method: 'GET', url: '/api/usuario-extra/', headers: duena.headers })).body[0]!;
  const put = await request<UsuarioExtra>(app, {
    method: 'PUT',
    url: `/api/usuario-extra/${perfil.id}/`,
    headers: duena.headers,
    payload: { apodo: 'Marti', bio: 'Arquitecta', profesiones: [b!.id, a!.id], telefonos: [{ numero: '809-555-0101', tipo: 'movil' }] },
  });
  expect(put.status).toBe(200);
  perfil = put.body;
});
afterAll(async () => app?.close());

const only = (...permissions: PermissionKey[]) => createUser(app, { permissions });
const call = <T = Record<string, unknown>>(who: TestUser, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  request<T>(app, { method, url, headers: who.headers, ...(payload ? { payload } : {}) });

describe('GET /api/terra/usuarios-extra/ (terra.view_usuarioextra)', () => {
  it('lists every profile with its owner, professions by name and phones, searched by username and apodo', async () => {
    const reader = await only('terra.view_usuarioextra');
    const nombres = (await listProfesiones(app.db)).filter((p) => perfil.profesiones.includes(p.id)).map((p) => p.nombre);
    const page = await call<{ results: UsuarioExtraFila[] }>(reader, 'GET', '/api/terra/usuarios-extra/?search=marta');
    expect(page.body.results).toEqual([
      { id: perfil.id, usuario_id: duena.user.id, username: 'marta', apodo: 'Marti', avatar: '', bio: 'Arquitecta', profesiones: nombres, telefonos: [{ numero: '809-555-0101', tipo: 'movil' }] },
    ]);
    expect((await call<{ count: number }>(reader, 'GET', '/api/terra/usuarios-extra/?search=MARTI')).body.count).toBe(1);
    expect(await call(reader, 'GET', `/api/terra/usuarios-extra/${perfil.id}/`)).toMatchObject({ status: 200, body: { username: 'marta' } });
    const file = await call<string>(reader, 'GET', '/api/terra/usuarios-extra/exportar/?search=marta');
    expect(file.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['Usuario;Apodo;Bio;Profesiones;Teléfonos', `marta;Marti;Arquitecta;"${nombres.join(', ')}";809-555-0101 (movil)`]);
    // Its owner reads their own through /api/usuario-extra/, not this list.
    expect((await call(duena, 'GET', '/api/terra/usuarios-extra/')).status).toBe(403);
    expect((await call(duena, 'GET', `/api/terra/usuarios-extra/${perfil.id}/`)).status).toBe(403);
  });
});

describe('PATCH /api/terra/usuarios-extra/{id}/ (terra.change_usuarioextra)', () => {
  it('corrects apodo, avatar and bio, with its history entry seen by the owner', async () => {
    const who = await only('terra.change_usuarioextra');
    const res = await call<UsuarioExtraFila>(who, 'PATCH', `/api/terra/usuarios-extra/${perfil.id}/`, { apodo: ' Marta ', avatar: 'https://ejemplo.do/m.png' });
    expect(res).toMatchObject({ status: 200, body: { id: perfil.id, apodo: 'Marta', avatar: 'https://ejemplo.do/m.png', bio: 'Arquitecta' } });
    const [entry] = await app.db
      .select()
      .from(historial)
      .where(and(eq(historial.objeto_tipo, 'terra.usuarioextra'), eq(historial.objeto_id, String(perfil.id)), eq(historial.usuario_username, who.user.username)));
    expect(entry?.objeto_repr).toBe('Perfil de marta');
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'apodo', antes: 'Marti', despues: 'Marta' }));
    expect(entry?.visibilidad).toEqual([`usuario:${duena.user.id}`]);
    // The owner reads the correction in their own profile.
    expect((await call<UsuarioExtra[]>(duena, 'GET', '/api/usuario-extra/')).body[0]).toMatchObject({ apodo: 'Marta', profesiones: perfil.profesiones });
  });

  it('answers 400 in Spanish as the owner\'s PUT does; 404 for none; 403 without the permission', async () => {
    const who = await only('terra.change_usuarioextra');
    expect(await call(who, 'PATCH', `/api/terra/usuarios-extra/${perfil.id}/`, { avatar: 'javascript:alert(1)' })).toMatchObject({ status: 400, body: { avatar: ['Introduzca una URL válida.'] } });
    expect(await call(who, 'PATCH', `/api/terra/usuarios-extra/${perfil.id}/`, { bio: 'a\u202Eb' })).toMatchObject({
      status: 400,
      body: { bio: ['No se permiten caracteres de control ni de dirección del texto (como U+202E o ESC).'] },
    });
    expect((await call(who, 'PATCH', `/api/terra/usuarios-extra/${perfil.id}/`, { apodo: 'x'.repeat(61) })).status).toBe(400);
    expect(await call(who, 'PATCH', '/api/terra/usuarios-extra/999999/', { apodo: 'x' })).toMatchObject({ status: 404, body: { detail: 'No encontrado.' } });
    expect((await call(duena, 'PATCH', `/api/terra/usuarios-extra/${perfil.id}/`, { apodo: 'x' })).status).toBe(403);
    const viewer = await only('terra.view_usuarioextra');
    expect((await call(viewer, 'PATCH', `/api/terra/usuarios-extra/${perfil.id}/`, { apodo: 'x' })).status).toBe(403);
    // A profile goes with its user: no removal of its own.
    expect((await call(who, 'DELETE', `/api/terra/usuarios-extra/${perfil.id}/`)).status).toBe(404);
  });
});
