// Every team and invitation for an administrator (terra.*_equipo, terra.*_invitacion): a team
// renamed, or removed with its invitations and members; an invitation removed (an accepted one
// takes its invitee out of the team). The teams' own calls keep their rules (routes/equipos-spec.ts).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquipoFila, Invitacion, UsuarioRef } from '@gestion/contract/terra';
import type { PermissionKey } from '@gestion/contract/permissions';
import { equipos, historial, invitaciones, notificaciones } from '../../../db/schema/index.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let coordinadora: TestUser;
let n = 0;

beforeAll(async () => {
  app = await buildTestApp();
  coordinadora = await createUser(app, { username: 'coordinadora', permissions: ['terra.add_equipo'] });
});
afterAll(async () => app?.close());

const only = (...permissions: PermissionKey[]) => createUser(app, { permissions });
const call = <T = Record<string, unknown>>(who: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  request<T>(app, { method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const entries = (tipo: string, id: number, accion: string) =>
  app.db.select().from(historial).where(and(eq(historial.objeto_tipo, tipo), eq(historial.objeto_id, String(id)), eq(historial.accion, accion)));

async function nuevoEquipo(nombre = `Equipo ${++n}`): Promise<number> {
  const res = await call<{ id: number }>(coordinadora, 'POST', '/terra/equipos/', { nombre, descripcion: 'Obras' });
  expect(res.status).toBe(201);
  return res.body.id;
}
async function invitar(equipo: number, invitado: TestUser, porId = false): Promise<number> {
  const payload = porId ? { usuario_id: invitado.user.id } : { username: invitado.user.username };
  const res = await call<{ id: number }>(coordinadora, 'POST', `/terra/equipos/${equipo}/invitar/`, payload);
  expect(res.status).toBe(201);
  return res.body.id;
}
const responder = (invitado: TestUser, id: number, estado: 'aceptada' | 'rechazada') => call(invitado, 'POST', `/terra/invitaciones/${id}/responder/`, { estado });

describe('GET /api/terra/equipos/ (terra.view_equipo)', () => {
  it('lists every team with its coordinator and counts, searched by name and coordinator; 403 without the permission', async () => {
    const id = await nuevoEquipo('Equipo Cimientos');
    const ana = await createUser(app);
    await responder(ana, await invitar(id, ana), 'aceptada');
    await invitar(id, await createUser(app));
    const reader = await only('terra.view_equipo');
    const page = await call<{ results: EquipoFila[] }>(reader, 'GET', '/api/terra/equipos/?search=cimientos');
    expect(page.body.results).toEqual([
      { id, nombre: 'Equipo Cimientos', descripcion: 'Obras', coordinador_id: coordinadora.user.id, coordinador_username: 'coordinadora', miembros: 1, invitaciones_pendientes: 1 },
    ]);
    expect((await call<{ count: number }>(reader, 'GET', '/api/terra/equipos/?search=COORDINADORA')).body.count).toBeGreaterThan(0);
    expect(await call(reader, 'GET', `/api/terra/equipos/${id}/`)).toMatchObject({ status: 200, body: { nombre: 'Equipo Cimientos', miembros: 1 } });
    const file = await call<string>(reader, 'GET', '/api/terra/equipos/exportar/?search=cimientos');
    expect(file.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['Nombre;Descripción;Coordinador;Miembros;Invitaciones pendientes', 'Equipo Cimientos;Obras;coordinadora;1;1']);
    expect((await call(coordinadora, 'GET', '/api/terra/equipos/')).status).toBe(403);
  });
});

describe('PATCH /api/terra/equipos/{id}/ (terra.change_equipo)', () => {
  it('renames any team for a holder (not its coordinator), with its history entry', async () => {
    const id = await nuevoEquipo('Equipo Techos');
    const who = await only('terra.change_equipo');
    const res = await call<EquipoFila>(who, 'PATCH', `/api/terra/equipos/${id}/`, { nombre: ' Equipo Techos y Losas ', descripcion: '' });
    expect(res).toMatchObject({ status: 200, body: { id, nombre: 'Equipo Techos y Losas', descripcion: '', coordinador_username: 'coordinadora' } });
    const [entry] = await entries('terra.equipo', id, 'modificar');
    expect(entry?.usuario_username).toBe(who.user.username);
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'nombre', antes: 'Equipo Techos', despues: 'Equipo Techos y Losas' }));
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'descripcion', antes: 'Obras', despues: '' }));
  });

  it('answers 400 in Spanish for a blank or too long name; 404 for none; 403 without the permission (its coordinator too)', async () => {
    const id = await nuevoEquipo();
    const who = await only('terra.change_equipo');
    expect(await call(who, 'PATCH', `/api/terra/equipos/${id}/`, { nombre: '   ' })).toMatchObject({ status: 400, body: { nombre: ['Este campo no puede estar en blanco.'] } });
    expect((await call(who, 'PATCH', `/api/terra/equipos/${id}/`, { nombre: 'x'.repeat(151) })).status).toBe(400);
    expect(await call(who, 'PATCH', '/api/terra/equipos/999999/', { nombre: 'x' })).toMatchObject({ status: 404, body: { detail: 'No encontrado.' } });
    expect((await call(coordinadora, 'PATCH', `/api/terra/equipos/${id}/`, { nombre: 'Mío' })).status).toBe(403);
  });
});

describe('DELETE /api/terra/equipos/{id}/ (terra.delete_equipo)', () => {
  it('says what goes with it, then removes the team with its invitations and notifications, with its history entry', async () => {
    const id = await nuevoEquipo('Equipo a disolver');
    const [luis, eva, sol] = [await createUser(app, { username: 'luis' }), await createUser(app), await createUser(app)];
    await responder(luis, await invitar(id, luis), 'aceptada');
    await responder(sol, await invitar(id, sol), 'rechazada');
    await invitar(id, eva);
    const who = await only('terra.delete_equipo');
    expect(await call(who, 'GET', `/api/terra/equipos/${id}/eliminar/`)).toMatchObject({
      status: 200,
      body: { repr: 'Equipo a disolver', impide: null, arrastra: ['1 miembro', '1 invitación pendiente', '1 invitación rechazada'] },
    });
    expect((await call(coordinadora, 'DELETE', `/api/terra/equipos/${id}/`)).status).toBe(403);
    expect((await call(who, 'DELETE', `/api/terra/equipos/${id}/`)).status).toBe(204);
    expect(await app.db.$count(equipos, eq(equipos.id, id))).toBe(0);
    expect(await app.db.$count(invitaciones, eq(invitaciones.equipo_id, id))).toBe(0);
    expect(await app.db.$count(notificaciones, eq(notificaciones.equipo_id, id))).toBe(0);
    const [entry] = await entries('terra.equipo', id, 'eliminar');
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'miembros', antes: ['luis'], despues: null }));
    expect((await call(who, 'DELETE', `/api/terra/equipos/${id}/`)).status).toBe(404);
  });
});

describe('/api/terra/invitaciones-de-equipos/ (terra.view_invitacion, terra.delete_invitacion)', () => {
  it('lists every invitation, filtered by team and state; a name invited by id stays hidden (and unsearched) until accepted', async () => {
    const id = await nuevoEquipo('Equipo Fachadas');
    const oculta = await createUser(app, { username: 'oculta' });
    const visible = await createUser(app, { username: 'visible' });
    const invOculta = await invitar(id, oculta, true);
    const invVisible = await invitar(id, visible);
    await responder(visible, invVisible, 'rechazada');
    const reader = await only('terra.view_invitacion');
    const page = await call<{ results: Invitacion[] }>(reader, 'GET', `/api/terra/invitaciones-de-equipos/?equipo=${id}`);
    expect(page.body.results).toEqual([
      { id: invVisible, equipo: id, equipo_nombre: 'Equipo Fachadas', equipo_coordinador: 'coordinadora', invitado: visible.user.id, invitado_username: 'visible', estado: 'rechazada', mensaje: '' },
      { id: invOculta, equipo: id, equipo_nombre: 'Equipo Fachadas', equipo_coordinador: 'coordinadora', invitado: oculta.user.id, invitado_username: '', estado: 'pendiente', mensaje: '' },
    ]);
    expect((await call<{ results: Invitacion[] }>(reader, 'GET', `/api/terra/invitaciones-de-equipos/?equipo=${id}&estado=pendiente`)).body.results.map((i) => i.id)).toEqual([invOculta]);
    expect((await call<{ count: number }>(reader, 'GET', '/api/terra/invitaciones-de-equipos/?search=oculta')).body.count).toBe(0);
    const file = await call<string>(reader, 'GET', `/api/terra/invitaciones-de-equipos/exportar/?equipo=${id}&estado=pendiente`);
    expect(file.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['Equipo;Coordinador;Invitado;Estado;Mensaje', 'Equipo Fachadas;coordinadora;Sin revelar;Pendiente;']);
    await responder(oculta, invOculta, 'aceptada');
    expect((await call<{ results: Invitacion[] }>(reader, 'GET', '/api/terra/invitaciones-de-equipos/?search=oculta')).body.results.map((i) => i.invitado_username)).toEqual(['oculta']);
    expect((await call(reader, 'GET', '/api/terra/invitaciones-de-equipos/?estado=otra')).status).toBe(400);
    expect((await call(coordinadora, 'GET', '/api/terra/invitaciones-de-equipos/')).status).toBe(403);
    // The caller's own list stays what it was.
    expect((await call<Invitacion[]>(oculta, 'GET', '/api/terra/invitaciones/')).body.map((i) => i.id)).toEqual([invOculta]);
  });

  it('removing an accepted invitation takes its invitee out of the team, with its history entry', async () => {
    const id = await nuevoEquipo();
    const pepe = await createUser(app, { username: 'pepe' });
    const inv = await invitar(id, pepe);
    await responder(pepe, inv, 'aceptada');
    const who = await only('terra.delete_invitacion');
    expect(await call(who, 'GET', `/api/terra/invitaciones-de-equipos/${inv}/eliminar/`)).toMatchObject({ status: 200, body: { impide: null, arrastra: ['1 miembro del equipo'] } });
    expect((await call(who, 'DELETE', `/api/terra/invitaciones-de-equipos/${inv}/`)).status).toBe(204);
    expect((await call<UsuarioRef[]>(coordinadora, 'GET', `/terra/equipos/${id}/miembros/`)).body).toEqual([]);
    const [entry] = await entries('terra.invitacion', inv, 'eliminar');
    expect(entry?.usuario_username).toBe(who.user.username);
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'estado', antes: 'aceptada', despues: null }));
    expect((await call(who, 'DELETE', `/api/terra/invitaciones-de-equipos/${inv}/`)).status).toBe(404);
  });

  it('removing a pending invitation takes the invitee\'s unseen notice of it; 403 without terra.delete_invitacion', async () => {
    const id = await nuevoEquipo();
    const rosa = await createUser(app);
    const inv = await invitar(id, rosa);
    const avisos = () => app.db.$count(notificaciones, and(eq(notificaciones.usuario_id, rosa.user.id), eq(notificaciones.equipo_id, id)));
    expect(await avisos()).toBe(1);
    const other = await only('terra.view_invitacion', 'terra.delete_equipo');
    expect((await call(other, 'DELETE', `/api/terra/invitaciones-de-equipos/${inv}/`)).status).toBe(403);
    expect((await call(coordinadora, 'DELETE', `/api/terra/invitaciones-de-equipos/${inv}/`)).status).toBe(403);
    const who = await only('terra.delete_invitacion');
    expect((await call(who, 'DELETE', `/api/terra/invitaciones-de-equipos/${inv}/`)).status).toBe(204);
    expect(await avisos()).toBe(0);
    // No correction of an invitation: its invitee answers it.
    expect((await call(who, 'PATCH', `/api/terra/invitaciones-de-equipos/${inv}/`, { estado: 'aceptada' })).status).toBe(404);
  });
});
