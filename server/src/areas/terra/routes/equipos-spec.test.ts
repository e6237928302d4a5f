import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Equipo, Invitacion, Notificacion, UsuarioRef } from '@gestion/contract/terra';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let coord: TestUser;
let ana: TestUser;
let beto: TestUser;
let outsider: TestUser;
let equipo: Equipo;

beforeAll(async () => {
  app = await buildTestApp();
  // The coordinator invites without terra.add_invitacion: being the team's coordinator is the rule.
  coord = await createUser(app, { username: 'coordina', permissions: ['terra.add_equipo'] });
  ana = await createUser(app, { username: 'ana' });
  beto = await createUser(app, { username: 'beto' });
  outsider = await createUser(app, { username: 'ajeno', permissions: ['terra.add_equipo', 'terra.add_invitacion'] });
});
afterAll(async () => app?.close());

const call = <T>(who: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  request<T>(app, { method, url, headers: who.headers, ...(payload ? { payload } : {}) });

describe('teams and invitations', () => {
  it('creates a team whose coordinator is its creator', async () => {
    const { status, body } = await call<Equipo>(coord, 'POST', '/terra/equipos/', { nombre: ' Obra Norte ', descripcion: 'Cuadrilla' });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      nombre: 'Obra Norte',
      descripcion: 'Cuadrilla',
      coordinador: { id: coord.user.id, username: 'coordina' },
      miembros: [],
      invitaciones: [],
    });
    equipo = body;
    const blank = await call(coord, 'POST', '/terra/equipos/', { nombre: '' });
    expect([blank.status, blank.body]).toEqual([400, { nombre: ['Este campo no puede estar en blanco.'] }]);
    expect((await call(ana, 'POST', '/terra/equipos/', { nombre: 'X' })).status).toBe(403);
  });

  it('invites by usuario_id or username; the section 5 texts as 400 {detail}', async () => {
    const byId = await call<Invitacion>(coord, 'POST', `/terra/equipos/${equipo.id}/invitar/`, { usuario_id: ana.user.id });
    expect(byId.status).toBe(201);
    expect(byId.body).toEqual({
      id: expect.any(Number),
      equipo: equipo.id,
      equipo_nombre: 'Obra Norte',
      equipo_coordinador: 'coordina',
      invitado: ana.user.id,
      // By id, from a coordinator who may not see users: not named (see the block below).
      invitado_username: '',
      estado: 'pendiente',
      mensaje: '',
    });
    const byName = await call<Invitacion>(coord, 'POST', `/terra/equipos/${equipo.id}/invitar/`, { username: ' BETO ' });
    expect([byName.status, byName.body.invitado_username]).toEqual([201, 'beto']);
    const texts = async (payload: object) => {
      const r = await call(coord, 'POST', `/terra/equipos/${equipo.id}/invitar/`, payload);
      return [r.status, r.body];
    };
    expect(await texts({ username: '  ' })).toEqual([400, { detail: 'Debes ingresar un username' }]);
    expect(await texts({ username: 'coordina' })).toEqual([400, { detail: 'No puedes invitarte a ti mismo' }]);
    expect(await texts({ username: 'ana' })).toEqual([400, { detail: 'El usuario ya tiene una invitación pendiente' }]);
    expect(await texts({ username: 'nadie' })).toEqual([400, { detail: 'El usuario no existe' }]);
    expect(await texts({ usuario_id: 999999 })).toEqual([400, { detail: 'El usuario no existe' }]);
  });

  it('only the coordinator invites, whatever permissions others hold', async () => {
    // Holding terra.add_invitacion does not make anyone the coordinator.
    const r = await call(outsider, 'POST', `/terra/equipos/${equipo.id}/invitar/`, { username: 'ana' });
    expect([r.status, r.body]).toEqual([403, { detail: 'Solo el coordinador del equipo puede invitar.' }]);
    const withKey = await createUser(app, { permissions: ['terra.add_invitacion'] });
    const other = await call(withKey, 'POST', `/terra/equipos/${equipo.id}/invitar/`, { usuario_id: beto.user.id });
    expect([other.status, other.body]).toEqual([403, { detail: 'Solo el coordinador del equipo puede invitar.' }]);
    expect((await call(outsider, 'POST', '/terra/equipos/999999/invitar/', { username: 'ana' })).status).toBe(404);
    expect((await request(app, { method: 'POST', url: `/terra/equipos/${equipo.id}/invitar/`, payload: { username: 'ana' } })).status).toBe(401);
  });

  it('the invitee is notified once; the notification stops being pending once read', async () => {
    const first = await call<Notificacion[]>(ana, 'GET', '/api/terra/notificaciones/pendientes/');
    expect(first.body).toEqual([
      { id: expect.any(Number), tipo: 'invitacion', mensaje: 'coordina te invitó al equipo "Obra Norte".', estado: 'pendiente', equipo: equipo.id, equipo_nombre: 'Obra Norte', invitado: 'ana' },
    ]);
    expect((await call<Notificacion[]>(ana, 'GET', '/api/terra/notificaciones/pendientes/')).body).toEqual([]);
    const mine = await call<Invitacion[]>(ana, 'GET', '/api/terra/invitaciones/');
    expect(mine.body.map((i) => [i.equipo_nombre, i.estado])).toEqual([['Obra Norte', 'pendiente']]);
    expect((await call<Invitacion[]>(outsider, 'GET', '/api/terra/invitaciones/')).body).toEqual([]);
  });

  it('only the invitee answers, once; the member appears and the coordinator is told', async () => {
    const mine = (await call<Invitacion[]>(ana, 'GET', '/api/terra/invitaciones/')).body[0]!;
    const url = `/terra/invitaciones/${mine.id}/responder/`;
    const stranger = await call(beto, 'POST', url, { estado: 'aceptada' });
    expect([stranger.status, stranger.body]).toEqual([403, { detail: 'Solo el usuario invitado puede responder esta invitación.' }]);
    const bad = await call(ana, 'POST', url, { estado: 'quizas' });
    expect(bad.status).toBe(400);
    const ok = await call<Invitacion>(ana, 'POST', url, { estado: 'aceptada', mensaje: ' Con gusto ' });
    expect([ok.status, ok.body.estado, ok.body.mensaje]).toEqual([200, 'aceptada', 'Con gusto']);
    const twice = await call(ana, 'POST', url, { estado: 'rechazada' });
    expect([twice.status, twice.body]).toEqual([400, { detail: 'Esta invitación ya fue respondida.' }]);
    expect((await call(ana, 'POST', '/terra/invitaciones/999999/responder/', { estado: 'aceptada' })).status).toBe(404);

    const told = await call<Notificacion[]>(coord, 'GET', '/api/terra/notificaciones/pendientes/');
    expect(told.body).toEqual([
      {
        id: expect.any(Number),
        tipo: 'respuesta_invitacion',
        mensaje: 'ana aceptó la invitación al equipo "Obra Norte". Mensaje: Con gusto',
        estado: 'aceptada',
        equipo: equipo.id,
        equipo_nombre: 'Obra Norte',
        invitado: 'ana',
      },
    ]);
    const miembros = await call<UsuarioRef[]>(coord, 'GET', `/terra/equipos/${equipo.id}/miembros/`);
    expect(miembros.body).toEqual([{ id: ana.user.id, username: 'ana' }]);
    const again = await call(coord, 'POST', `/terra/equipos/${equipo.id}/invitar/`, { username: 'ana' });
    expect([again.status, again.body]).toEqual([400, { detail: 'El usuario ya es miembro del equipo' }]);
  });

  it('lists own and invited teams with members and invitations', async () => {
    const propios = await call<Equipo[]>(coord, 'GET', '/terra/equipos/propios/');
    expect(propios.body.map((e) => [e.nombre, e.miembros.map((m) => m.username), e.invitaciones.map((i) => [i.invitado_username, i.estado])])).toEqual([
      ['Obra Norte', ['ana'], [['ana', 'aceptada'], ['beto', 'pendiente']]],
    ]);
    expect((await call<Equipo[]>(ana, 'GET', '/terra/equipos/propios/')).body).toEqual([]);
    expect((await call<Equipo[]>(beto, 'GET', '/terra/equipos/invitado/')).body.map((e) => e.nombre)).toEqual(['Obra Norte']);
    expect((await call<Equipo[]>(outsider, 'GET', '/terra/equipos/invitado/')).body).toEqual([]);
  });

  it("nobody reads another team's members or invitations", async () => {
    for (const path of ['miembros', 'invitaciones']) {
      const r = await call(outsider, 'GET', `/terra/equipos/${equipo.id}/${path}/`);
      expect([r.status, r.body]).toEqual([403, { detail: 'No tienes acceso a este equipo.' }]);
      expect((await call(beto, 'GET', `/terra/equipos/${equipo.id}/${path}/`)).status).toBe(200);
      expect((await call(outsider, 'GET', `/terra/equipos/999999/${path}/`)).status).toBe(404);
      expect((await request(app, { method: 'GET', url: `/terra/equipos/${equipo.id}/${path}/` })).status).toBe(401);
    }
    // A refused invitation gives no more access.
    const inv = (await call<Invitacion[]>(beto, 'GET', '/api/terra/invitaciones/')).body[0]!;
    expect((await call(beto, 'POST', `/terra/invitaciones/${inv.id}/responder/`, { estado: 'rechazada' })).status).toBe(200);
    expect((await call(beto, 'GET', `/terra/equipos/${equipo.id}/invitaciones/`)).status).toBe(403);
  });
});

describe('inviting by id names nobody to a coordinator who may not see users', () => {
  let team: Equipo;
  let cata: TestUser;
  const invite = (who: TestUser, payload: object, id = team.id) => call<Invitacion & { detail?: string }>(who, 'POST', `/terra/equipos/${id}/invitar/`, payload);

  beforeAll(async () => {
    cata = await createUser(app, { username: 'cata' });
    team = (await call<Equipo>(coord, 'POST', '/terra/equipos/', { nombre: 'Obra Sur' })).body;
  });

  it('an unknown, an inactive and a superuser id get the same answer', async () => {
    const inactiva = await createUser(app, { username: 'dormida', is_active: false });
    const jefa = await createUser(app, { username: 'jefa', is_superuser: true });
    const answers = [];
    for (const usuario_id of [999_999, inactiva.user.id, jefa.user.id]) {
      const r = await invite(coord, { usuario_id });
      answers.push([r.status, r.body]);
    }
    expect(answers).toEqual(Array(3).fill([400, { detail: 'El usuario no existe' }]));
    // Nobody was notified.
    expect((await call<Notificacion[]>(jefa, 'GET', '/api/terra/notificaciones/pendientes/')).body).toEqual([]);
    // An inactive account cannot answer: not invitable by username either.
    expect([(await invite(coord, { username: 'dormida' })).body]).toEqual([{ detail: 'El usuario no existe' }]);
  });

  it('the answer and the team lists leave the username out until the invitee accepts; the invitee sees their own', async () => {
    const r = await invite(coord, { usuario_id: cata.user.id });
    expect([r.status, r.body.invitado, r.body.invitado_username]).toEqual([201, cata.user.id, '']);
    expect(JSON.stringify(r.body)).not.toContain('cata');
    const propios = (await call<Equipo[]>(coord, 'GET', '/terra/equipos/propios/')).body.find((e) => e.id === team.id)!;
    expect(propios.invitaciones.map((i) => i.invitado_username)).toEqual(['']);
    expect((await call<Invitacion[]>(coord, 'GET', `/terra/equipos/${team.id}/invitaciones/`)).body.map((i) => i.invitado_username)).toEqual(['']);
    const suyas = (await call<Invitacion[]>(cata, 'GET', '/api/terra/invitaciones/')).body;
    expect(suyas.map((i) => [i.equipo_nombre, i.invitado_username])).toEqual([['Obra Sur', 'cata']]);
    // Refusing keeps the name from the coordinator, notification included.
    expect((await call(cata, 'POST', `/terra/invitaciones/${suyas[0]!.id}/responder/`, { estado: 'rechazada' })).status).toBe(200);
    const told = (await call<Notificacion[]>(coord, 'GET', '/api/terra/notificaciones/pendientes/')).body;
    expect(told.filter((n) => n.equipo === team.id).map((n) => [n.mensaje, n.invitado])).toEqual([['La persona invitada rechazó la invitación al equipo "Obra Sur".', '']]);
    expect(JSON.stringify((await call<Equipo[]>(coord, 'GET', '/terra/equipos/propios/')).body)).not.toContain('cata');
    // Accepting a new invitation makes them a member, named.
    await invite(coord, { usuario_id: cata.user.id });
    const again = (await call<Invitacion[]>(cata, 'GET', '/api/terra/invitaciones/')).body.find((i) => i.estado === 'pendiente')!;
    expect((await call(cata, 'POST', `/terra/invitaciones/${again.id}/responder/`, { estado: 'aceptada' })).status).toBe(200);
    expect((await call<UsuarioRef[]>(coord, 'GET', `/terra/equipos/${team.id}/miembros/`)).body).toEqual([{ id: cata.user.id, username: 'cata' }]);
  });

  it('a coordinator who may see users (auth.view_user) is answered with the username', async () => {
    const admin = await createUser(app, { username: 'adminequipos', permissions: ['terra.add_equipo', 'auth.view_user'] });
    const own = (await call<Equipo>(admin, 'POST', '/terra/equipos/', { nombre: 'Obra Este' })).body;
    const r = await invite(admin, { usuario_id: beto.user.id }, own.id);
    expect([r.status, r.body.invitado_username]).toEqual([201, 'beto']);
  });
});
