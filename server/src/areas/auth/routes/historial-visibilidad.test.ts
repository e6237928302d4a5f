import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistorialEntry } from '@gestion/contract/historial';
import { HISTORIAL } from '../repositories/historial-list.js';
import { historialScopes, historialTypes } from '../../../repositories/historial-visibilidad.js';
import { buildTestApp, createUser, request } from '../../../test-utils.js';
import type { TestApp, TestUser } from '../../../test-utils.js';

// The history shows an entry only to who may see its object: the sub-project rule for the
// expectativas sprints and their tasks, the team rule for teams and invitations, the owner for a
// profile and dashboard preferences; in its list, its counts, its search, its filters and its file.

const LECTOR = ['auth.view_historial', 'main.view_sprint', 'main.view_tareasprint'] as const;

let app: TestApp;
let terraMember: TestUser;
let outsider: TestUser;
let admin: TestUser;
let coordinador: TestUser;
let invitada: TestUser;
let secretSprint: { id: number; tareas: { id: number }[] };
let openSprint: { id: number };
let equipoId: number;

type Page = { count: number; results: HistorialEntry[]; count_approximate?: boolean };
const list = (who: TestUser, query = '') => request<Page>(app, { method: 'GET', url: `/api/auth/historial/${query}`, headers: who.headers });
const csv = async (who: TestUser, query = '') => (await app.inject({ method: 'GET', url: `/api/auth/historial/exportar/${query}`, headers: who.headers })).body;
const texts = (page: Page) => JSON.stringify(page.results);

beforeAll(async () => {
  app = await buildTestApp();
  const writer = ['main.add_sprint', 'main.add_tareasprint', 'main.change_tareasprint'] as const;
  terraMember = await createUser(app, { username: 'terrera', groups: ['Terra_Coordinadores'], permissions: [...LECTOR, ...writer] });
  outsider = await createUser(app, { username: 'auditor', permissions: [...LECTOR] });
  admin = await createUser(app, { username: 'jefa', is_superuser: true });
  coordinador = await createUser(app, { username: 'coordina', permissions: ['terra.add_equipo', 'auth.view_historial'] });
  invitada = await createUser(app, { username: 'invitada', permissions: ['auth.view_historial'] });

  const post = (who: TestUser, url: string, payload: object) => request<Record<string, unknown>>(app, { method: 'POST', url, headers: who.headers, payload });
  const secret = await post(terraMember, '/api/main/sprints/', { nombre: 'Terra - expectativas', descripcion: 'Plan confidencial', tareas: ['Tarea secreta uno'] });
  expect(secret.status).toBe(201);
  secretSprint = secret.body as unknown as typeof secretSprint;
  const tarea = await post(terraMember, '/api/main/tareas/', { descripcion: 'Tarea secreta dos', sprint_id: secretSprint.id });
  expect(tarea.status).toBe(201);
  expect((await post(terraMember, `/api/main/tareas/${secretSprint.tareas[0]!.id}/estado/`, { estado: 'completada' })).status).toBe(200);
  const open = await post(terraMember, '/api/main/sprints/', { nombre: 'Sprint abierto', tareas: ['Tarea pública'] });
  expect(open.status).toBe(201);
  openSprint = open.body as unknown as typeof openSprint;

  const equipo = await post(coordinador, '/terra/equipos/', { nombre: 'Equipo reservado' });
  expect(equipo.status).toBe(201);
  equipoId = equipo.body.id as number;
  expect((await post(coordinador, `/terra/equipos/${equipoId}/invitar/`, { username: 'invitada' })).status).toBe(201);

  const perfil = (await request<{ id: number }[]>(app, { method: 'GET', url: '/api/usuario-extra/', headers: invitada.headers })).body[0]!;
  const put = await request(app, { method: 'PUT', url: `/api/usuario-extra/${perfil.id}/`, headers: invitada.headers, payload: { apodo: 'Apodo íntimo' } });
  expect(put.status).toBe(200);
});
afterAll(async () => app?.close());

describe('the history follows the sub-project rule', () => {
  it('the outsider is refused the sprint itself (the rule under test)', async () => {
    expect((await request(app, { method: 'GET', url: `/api/main/sprints/${secretSprint.id}/`, headers: outsider.headers })).status).toBe(403);
  });

  it('hides the sprint and its tasks from the list, the search, the filters and the count', async () => {
    const page = (await list(outsider, '?page_size=100')).body;
    expect(texts(page)).not.toMatch(/expectativas|secreta|confidencial/i);
    expect(page.results.map((e) => e.objeto_repr)).toContain('Sprint abierto');
    expect(page.count).toBe(page.results.length);
    expect((await list(outsider, '?search=expectativas')).body).toMatchObject({ count: 0, results: [] });
    expect((await list(outsider, '?search=secreta')).body).toMatchObject({ count: 0, results: [] });
    expect((await list(outsider, `?objeto_tipo=main.sprint&objeto_id=${secretSprint.id}`)).body).toMatchObject({ count: 0, results: [] });
    expect((await list(outsider, `?objeto_tipo=main.tareasprint&objeto_id=${secretSprint.tareas[0]!.id}`)).body).toMatchObject({ count: 0 });
    expect((await list(outsider, `?objeto_tipo=main.sprint&objeto_id=${openSprint.id}`)).body.count).toBe(1);
  });

  it('answers one of those entries by its id only to whom the list shows it', async () => {
    const secretEntry = (await list(terraMember, `?objeto_tipo=main.sprint&objeto_id=${secretSprint.id}`)).body.results[0]!;
    const openEntry = (await list(outsider, `?objeto_tipo=main.sprint&objeto_id=${openSprint.id}`)).body.results[0]!;
    const one = (who: TestUser, id: number) => request<HistorialEntry>(app, { method: 'GET', url: `/api/auth/historial/${id}/`, headers: who.headers });
    expect(await one(terraMember, secretEntry.id)).toMatchObject({ status: 200, body: secretEntry });
    expect(await one(admin, secretEntry.id)).toMatchObject({ status: 200, body: secretEntry });
    expect((await one(outsider, secretEntry.id)).status).toBe(404);
    expect(await one(outsider, openEntry.id)).toMatchObject({ status: 200, body: openEntry });
  });

  it('hides them from the CSV file too', async () => {
    const file = await csv(outsider);
    expect(file).toContain('Sprint abierto');
    expect(file).not.toMatch(/expectativas|secreta|confidencial/i);
  });

  it('shows them to a member of the sub-project and to a superuser', async () => {
    for (const who of [terraMember, admin]) {
      const page = (await list(who, '?search=secreta')).body;
      expect(page.results.map((e) => e.objeto_repr).sort()).toEqual(['Tarea secreta dos', 'Tarea secreta uno']);
      expect(page.count).toBe(2);
      expect(await csv(who, '?search=expectativas')).toContain('Terra - expectativas');
    }
  });

  it('the walked path (planner estimates past the caps) hides them too and counts the same', async () => {
    const ambitos = await historialScopes(app.db, { id: outsider.user.id, is_superuser: false });
    const limits = { exactCountCap: 0, approximateCountFrom: 1_000 };
    const walked = await HISTORIAL.page(app.db, { page_size: '100' }, limits, { ambitos, tipos: null });
    const exact = await HISTORIAL.page(app.db, { page_size: '100' }, undefined, { ambitos, tipos: null });
    expect(JSON.stringify(walked.results)).not.toMatch(/expectativas|secreta/i);
    expect(walked.count).toBe(exact.count);
    expect(walked.results.map((e) => e.id)).toEqual(exact.results.map((e) => e.id));
  });
});

describe('teams, invitations and profiles', () => {
  it('a team and its invitations: its coordinator and its invitee, nobody else', async () => {
    for (const who of [coordinador, invitada]) {
      const tipos = (await list(who, '?page_size=100')).body.results.map((e) => e.objeto_tipo);
      expect(tipos).toEqual(expect.arrayContaining(['terra.equipo', 'terra.invitacion']));
    }
    const page = (await list(outsider, '?page_size=100')).body;
    expect(texts(page)).not.toMatch(/Equipo reservado|invitada/);
    expect((await list(outsider, `?objeto_tipo=terra.equipo&objeto_id=${equipoId}`)).body.count).toBe(0);
    expect(await csv(outsider)).not.toContain('Equipo reservado');
  });

  it("a profile: only its owner (and a superuser)", async () => {
    expect(texts((await list(invitada, '?objeto_tipo=terra.usuarioextra')).body)).toContain('Apodo íntimo');
    expect(texts((await list(admin, '?objeto_tipo=terra.usuarioextra')).body)).toContain('Apodo íntimo');
    expect((await list(coordinador, '?objeto_tipo=terra.usuarioextra')).body.count).toBe(0);
    expect((await list(outsider, '?search=invitada')).body.results.map((e) => e.objeto_tipo)).not.toContain('terra.usuarioextra');
  });

  it('a group name opens the sub-projects it starts with, as the rule does', async () => {
    const scopes = await historialScopes(app.db, { id: terraMember.user.id, is_superuser: false });
    expect(scopes).toEqual(expect.arrayContaining(['sub:terra', `usuario:${terraMember.user.id}`]));
    expect(scopes).not.toContain('sub:terra_coordinadores');
    expect(await historialScopes(app.db, { id: admin.user.id, is_superuser: true })).toBeNull();
  });
});

describe('object types read with a permission', () => {
  let grupoId: number;
  beforeAll(async () => {
    const made = await request<{ id: number }>(app, { method: 'POST', url: '/api/auth/groups/', headers: admin.headers, payload: { name: 'Grupo de nóminas' } });
    expect(made.status).toBe(201);
    grupoId = made.body.id;
    const unidad = await request(app, { method: 'POST', url: '/api/pueblo/unidades/', headers: admin.headers, payload: { nombre: 'Quintal reservado', abreviatura: 'qr' } });
    expect(unidad.status).toBe(201);
  });

  it("hides a group's and a unit's entries from a reader of the history without their view_ permission, in the list, its filters and the file", async () => {
    for (const query of ['?page_size=100', '?search=nóminas', `?objeto_tipo=auth.group&objeto_id=${grupoId}`]) {
      expect(texts((await list(outsider, query)).body), query).not.toMatch(/Grupo de nóminas|Quintal reservado/);
    }
    expect((await list(outsider, '?objeto_tipo=auth.group')).body.count).toBe(0);
    expect(await csv(outsider)).not.toMatch(/Grupo de nóminas|Quintal reservado/);
    // Their own rules still apply to what they may read: the open sprint is there.
    expect(texts((await list(outsider, '?page_size=100')).body)).toContain('Sprint abierto');
  });

  it('shows each type to the holders of its view_ permission, and everything to a superuser', async () => {
    const grupos = await createUser(app, { permissions: ['auth.view_historial', 'auth.view_group'] });
    const page = (await list(grupos, '?page_size=100')).body;
    expect(texts(page)).toContain('Grupo de nóminas');
    expect(texts(page)).not.toMatch(/Quintal reservado|Sprint abierto/);
    expect(await csv(grupos)).toContain('Grupo de nóminas');
    const unidades = await createUser(app, { permissions: ['auth.view_historial', 'pueblo.view_unidadmedida'] });
    expect(texts((await list(unidades, '?search=reservado')).body)).toContain('Quintal reservado');
    expect(texts((await list(admin, '?page_size=100')).body)).toMatch(/Grupo de nóminas[\s\S]*|Quintal reservado/);
  });

  it('names the types from the catalogue: view_ of each model, the relation types, imports with the prices', () => {
    const reader = (keys: string[]) => ({ is_superuser: false, has: (k: string) => keys.includes(k) });
    expect(historialTypes(reader([]))).toEqual(['terra.dashboardconfig', 'terra.equipo', 'terra.invitacion', 'terra.usuarioextra']);
    expect(historialTypes(reader(['auth.view_user', 'terra.view_precioproducto']))).toEqual([
      'auth.user', 'terra.dashboardconfig', 'terra.equipo', 'terra.importacion', 'terra.invitacion', 'terra.precioproducto', 'terra.usuarioextra',
    ]);
    expect(historialTypes({ is_superuser: true, has: () => true })).toBeNull();
  });
});
