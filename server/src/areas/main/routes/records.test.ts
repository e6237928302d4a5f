// Correcting and removing the Main area's records (docs/domain.md, «Correcciones y eliminaciones»): a sprint renamed or removed with its
// tasks, a task's description corrected or the task removed, a sub-project corrected or removed.
// Each write needs its permission (with the model's view_ only), keeps the reads' sub-project rule
// (docs/domain.md «Subproyectos»: another sub-project's expectativas sprint is refused by id, 403)
// and leaves its history entry.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sprint, SprintConTareas, Subproyecto, Tarea } from '@gestion/contract/main';
import type { PermissionKey } from '@gestion/contract/permissions';
import { historial, sprints, subproyectos, tareasSprint } from '../../../db/schema/index.js';
import { SPRINT_FORBIDDEN } from '../../../repositories/sprint-access.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let admin: TestUser;
let n = 0;
const unique = (prefix: string) => `${prefix} ${++n}`;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { is_superuser: true });
});
afterAll(async () => app?.close());

const call = <T = Record<string, unknown>>(who: TestUser, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  request<T>(app, { method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const only = (...permissions: PermissionKey[]) => createUser(app, { permissions });

async function newSprint(nombre = unique('Sprint'), tareas = ['Diseñar', 'Programar']): Promise<SprintConTareas> {
  const res = await request<SprintConTareas>(app, { method: 'POST', url: '/api/main/sprints/', headers: admin.headers, payload: { nombre, descripcion: 'd', tareas } });
  expect(res.status).toBe(201);
  return res.body;
}
async function newSubproyecto(nombre = unique('sub')): Promise<Subproyecto> {
  const res = await request<Subproyecto>(app, { method: 'POST', url: '/api/subproyectos/', headers: admin.headers, payload: { nombre, descripcion: 'd' } });
  expect(res.status).toBe(201);
  return res.body;
}
const entries = async (tipo: string, id: number) =>
  app.db.select().from(historial).where(and(eq(historial.objeto_tipo, tipo), eq(historial.objeto_id, String(id))));

describe('PATCH /api/main/sprints/{id}/ (main.change_sprint)', () => {
  it('renames a sprint for a holder of main.change_sprint and main.view_sprint, with its history entry', async () => {
    const who = await only('main.change_sprint', 'main.view_sprint');
    const s = await newSprint();
    const res = await call<Sprint>(who, 'PATCH', `/api/main/sprints/${s.id}/`, { nombre: '  Sprint renombrado  ', descripcion: 'Otra' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: s.id, nombre: 'Sprint renombrado', descripcion: 'Otra' });
    const [entry] = (await entries('main.sprint', s.id)).filter((e) => e.accion === 'modificar');
    expect(entry?.usuario_username).toBe(who.user.username);
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'nombre', antes: s.nombre, despues: 'Sprint renombrado' }));
  });

  it('checks the name as the create does: blank, another sprint\'s (any case); its own name in another case is fine', async () => {
    const a = await newSprint();
    const b = await newSprint();
    const blank = await call(admin, 'PATCH', `/api/main/sprints/${a.id}/`, { nombre: '  ' });
    expect(blank).toMatchObject({ status: 400, body: { nombre: ['Este campo no puede estar en blanco.'] } });
    const taken = await call(admin, 'PATCH', `/api/main/sprints/${a.id}/`, { nombre: b.nombre.toUpperCase() });
    expect(taken).toMatchObject({ status: 400, body: { nombre: ['Ya existe un sprint con este nombre.'] } });
    const wrongType = await call(admin, 'PATCH', `/api/main/sprints/${a.id}/`, { nombre: 5 });
    expect(wrongType.status).toBe(400);
    const own = await call<Sprint>(admin, 'PATCH', `/api/main/sprints/${a.id}/`, { nombre: a.nombre.toUpperCase() });
    expect(own.status).toBe(200);
    expect(own.body.nombre).toBe(a.nombre.toUpperCase());
  });

  it('is 403 without main.change_sprint (view only) and 404 for a sprint that does not exist', async () => {
    const s = await newSprint();
    const viewer = await only('main.view_sprint', 'main.view_tareasprint', 'main.change_tareasprint');
    expect((await call(viewer, 'PATCH', `/api/main/sprints/${s.id}/`, { nombre: 'x' })).status).toBe(403);
    const holder = await only('main.change_sprint', 'main.view_sprint');
    expect(await call(holder, 'PATCH', '/api/main/sprints/999999/', { nombre: 'x' })).toMatchObject({ status: 404, body: { detail: 'No encontrado.' } });
    expect((await call(holder, 'PATCH', '/api/main/sprints/abc/', { nombre: 'x' })).status).toBe(404);
  });
});

describe('DELETE /api/main/sprints/{id}/ (main.delete_sprint)', () => {
  it('says what goes with it, then removes the sprint and its tasks, with its history entry', async () => {
    const who = await only('main.delete_sprint', 'main.view_sprint');
    const s = await newSprint(unique('Sprint a borrar'), ['a', 'b', 'c']);
    const preview = await call(who, 'GET', `/api/main/sprints/${s.id}/eliminar/`);
    expect(preview).toMatchObject({ status: 200, body: { repr: s.nombre, impide: null, arrastra: ['3 tareas'] } });
    const lonely = await newSprint(unique('Sprint vacío'), []);
    expect((await call(who, 'GET', `/api/main/sprints/${lonely.id}/eliminar/`)).body).toMatchObject({ arrastra: [] });

    expect((await call(who, 'DELETE', `/api/main/sprints/${s.id}/`)).status).toBe(204);
    expect(await app.db.$count(sprints, eq(sprints.id, s.id))).toBe(0);
    expect(await app.db.$count(tareasSprint, eq(tareasSprint.sprint_id, s.id))).toBe(0);
    const [entry] = (await entries('main.sprint', s.id)).filter((e) => e.accion === 'eliminar');
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'tareas', antes: ['a', 'b', 'c'], despues: null }));
    expect((await call(who, 'DELETE', `/api/main/sprints/${s.id}/`)).status).toBe(404);
    expect((await call(who, 'GET', `/api/main/sprints/${s.id}/eliminar/`)).status).toBe(404);
  });

  it('is 403 without main.delete_sprint, and removes nothing', async () => {
    const s = await newSprint();
    const other = await only('main.view_sprint', 'main.change_sprint', 'main.delete_tareasprint');
    expect((await call(other, 'DELETE', `/api/main/sprints/${s.id}/`)).status).toBe(403);
    expect((await call(other, 'GET', `/api/main/sprints/${s.id}/eliminar/`)).status).toBe(403);
    expect(await app.db.$count(sprints, eq(sprints.id, s.id))).toBe(1);
  });
});

describe('PATCH and DELETE /api/main/tareas/{id}/ (main.change_ and main.delete_tareasprint)', () => {
  it('reads one task (main.view_tareasprint), for the edit form to start from: 404 when there is none, 403 without the permission', async () => {
    const t = (await newSprint()).tareas[0]!;
    const who = await only('main.view_tareasprint');
    expect(await call(who, 'GET', `/api/main/tareas/${t.id}/`)).toMatchObject({ status: 200, body: t });
    expect((await call(who, 'GET', '/api/main/tareas/999999/')).status).toBe(404);
    expect((await call(await only('main.view_sprint', 'main.change_tareasprint'), 'GET', `/api/main/tareas/${t.id}/`)).status).toBe(403);
  });

  it('corrects a task\'s description for a holder of main.change_tareasprint, with its history entry', async () => {
    const who = await only('main.change_tareasprint', 'main.view_tareasprint');
    const t = (await newSprint()).tareas[0]!;
    const res = await call<Tarea>(who, 'PATCH', `/api/main/tareas/${t.id}/`, { descripcion: ' Diseñar la portada ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...t, descripcion: 'Diseñar la portada' });
    const [entry] = (await entries('main.tareasprint', t.id)).filter((e) => e.accion === 'modificar');
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'descripcion', antes: 'Diseñar', despues: 'Diseñar la portada' }));
    expect(await call(who, 'PATCH', `/api/main/tareas/${t.id}/`, { descripcion: '' })).toMatchObject({ status: 400, body: { descripcion: ['Este campo no puede estar en blanco.'] } });
    expect((await call(who, 'PATCH', '/api/main/tareas/999999/', { descripcion: 'x' })).status).toBe(404);
    const viewer = await only('main.view_tareasprint', 'main.delete_tareasprint');
    expect((await call(viewer, 'PATCH', `/api/main/tareas/${t.id}/`, { descripcion: 'x' })).status).toBe(403);
  });

  it('removes a task for a holder of main.delete_tareasprint, and is 403 without it', async () => {
    const s = await newSprint();
    const [t, keep] = s.tareas;
    const without = await only('main.view_tareasprint', 'main.change_tareasprint');
    expect((await call(without, 'DELETE', `/api/main/tareas/${t!.id}/`)).status).toBe(403);
    const who = await only('main.delete_tareasprint', 'main.view_tareasprint');
    expect(await call(who, 'GET', `/api/main/tareas/${t!.id}/eliminar/`)).toMatchObject({ status: 200, body: { repr: 'Diseñar', impide: null, arrastra: [] } });
    expect((await call(who, 'DELETE', `/api/main/tareas/${t!.id}/`)).status).toBe(204);
    expect((await app.db.select({ id: tareasSprint.id }).from(tareasSprint).where(eq(tareasSprint.sprint_id, s.id))).map((r) => r.id)).toEqual([keep!.id]);
    expect((await entries('main.tareasprint', t!.id)).map((e) => e.accion)).toContain('eliminar');
    expect((await call(who, 'DELETE', `/api/main/tareas/${t!.id}/`)).status).toBe(404);
  });
});

// The reads' rule, kept by the writes: another sub-project's expectativas sprint and its tasks are
// refused by id with the task screen's text, and nothing is written.
describe('the sub-project rule on the writes', () => {
  const ALL: PermissionKey[] = [
    'main.view_sprint', 'main.view_tareasprint', 'main.change_sprint', 'main.delete_sprint', 'main.change_tareasprint', 'main.delete_tareasprint',
  ];
  let member: TestUser;
  let other: TestUser;
  let sprint: SprintConTareas;
  beforeAll(async () => {
    member = await createUser(app, { permissions: ALL, groups: ['Bravo_equipo'] });
    other = await createUser(app, { permissions: ALL, groups: ['charlie_equipo'] });
    sprint = await newSprint('Bravo - Expectativas', ['Meta uno', 'Meta dos']);
  });
  const refused = (res: { status: number; body: unknown }) => expect(res).toMatchObject({ status: 403, body: { detail: SPRINT_FORBIDDEN } });

  it('refuses the member of another sub-project every write and its preview, and writes nothing', async () => {
    const before = await app.db.$count(historial);
    const t = sprint.tareas[0]!.id;
    refused(await call(other, 'PATCH', `/api/main/sprints/${sprint.id}/`, { descripcion: 'x' }));
    refused(await call(other, 'GET', `/api/main/sprints/${sprint.id}/eliminar/`));
    refused(await call(other, 'DELETE', `/api/main/sprints/${sprint.id}/`));
    refused(await call(other, 'GET', `/api/main/tareas/${t}/`));
    refused(await call(other, 'PATCH', `/api/main/tareas/${t}/`, { descripcion: 'x' }));
    refused(await call(other, 'GET', `/api/main/tareas/${t}/eliminar/`));
    refused(await call(other, 'DELETE', `/api/main/tareas/${t}/`));
    // Refused before the name is checked: a taken name would tell that the sprint exists.
    refused(await call(other, 'PATCH', `/api/main/sprints/${sprint.id}/`, { nombre: '' }));
    expect(await app.db.$count(historial)).toBe(before);
    expect(await app.db.$count(tareasSprint, eq(tareasSprint.sprint_id, sprint.id))).toBe(2);
    expect((await app.db.select({ d: sprints.descripcion }).from(sprints).where(eq(sprints.id, sprint.id)))[0]?.d).toBe('d');
  });

  it('lets a member of its sub-project correct and remove them', async () => {
    const t = sprint.tareas[1]!.id;
    expect((await call(member, 'PATCH', `/api/main/sprints/${sprint.id}/`, { descripcion: 'Metas del trimestre' })).status).toBe(200);
    expect((await call(member, 'PATCH', `/api/main/tareas/${t}/`, { descripcion: 'Meta dos, corregida' })).status).toBe(200);
    expect((await call(member, 'DELETE', `/api/main/tareas/${t}/`)).status).toBe(204);
  });

  it('refuses renaming a sprint into another sub-project\'s expectativas sprint, as the create does', async () => {
    const mine = await newSprint();
    refused(await call(other, 'PATCH', `/api/main/sprints/${mine.id}/`, { nombre: 'bravo - expectativas' }));
    refused(await call(other, 'PATCH', `/api/main/sprints/${mine.id}/`, { nombre: 'Bravo - Expectativas' }));
    expect((await call(member, 'PATCH', `/api/main/sprints/${mine.id}/`, { nombre: 'bravo - expectativas' })).body).toEqual({ nombre: ['Ya existe un sprint con este nombre.'] });
  });

  it('lets the member remove it with its tasks', async () => {
    expect((await call(member, 'GET', `/api/main/sprints/${sprint.id}/eliminar/`)).body).toMatchObject({ arrastra: ['1 tarea'] });
    expect((await call(member, 'DELETE', `/api/main/sprints/${sprint.id}/`)).status).toBe(204);
  });
});

describe.each(['', '/api'])('%s/subproyectos/{id}/: correct and remove', (prefix) => {
  it('reads one sub-project (main.view_subproyecto), for the edit form to start from', async () => {
    const s = await newSubproyecto();
    const who = await only('main.view_subproyecto');
    expect(await call(who, 'GET', `${prefix}/subproyectos/${s.id}/`)).toMatchObject({ status: 200, body: s });
    expect((await call(who, 'GET', `${prefix}/subproyectos/999999/`)).status).toBe(404);
    expect((await call(await only('main.change_subproyecto'), 'GET', `${prefix}/subproyectos/${s.id}/`)).status).toBe(403);
  });

  it('corrects the name and description (main.change_subproyecto), checked as the create; activo alone stays the spec\'s call', async () => {
    const who = await only('main.change_subproyecto', 'main.view_subproyecto');
    const s = await newSubproyecto();
    const taken = await newSubproyecto();
    const res = await call<Subproyecto>(who, 'PATCH', `${prefix}/subproyectos/${s.id}/`, { nombre: ` ${s.nombre} bis `, descripcion: 'Otra' });
    expect(res).toMatchObject({ status: 200, body: { id: s.id, nombre: `${s.nombre} bis`, descripcion: 'Otra', activo: true } });
    const [entry] = (await entries('main.subproyecto', s.id)).filter((e) => e.accion === 'modificar');
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'nombre', antes: s.nombre, despues: `${s.nombre} bis` }));
    expect(await call(who, 'PATCH', `${prefix}/subproyectos/${s.id}/`, { nombre: taken.nombre.toUpperCase() })).toMatchObject({ status: 400, body: { nombre: ['Ya existe un subproyecto con este nombre.'] } });
    expect(await call(who, 'PATCH', `${prefix}/subproyectos/${s.id}/`, { nombre: ' ' })).toMatchObject({ status: 400, body: { nombre: ['Este campo no puede estar en blanco.'] } });
    expect(await call(who, 'PATCH', `${prefix}/subproyectos/${s.id}/`, { activo: false })).toMatchObject({ status: 200, body: { activo: false, descripcion: 'Otra' } });
    expect((await entries('main.subproyecto', s.id)).map((e) => e.accion)).toContain('desactivar');
    expect((await call(who, 'PATCH', `${prefix}/subproyectos/999999/`, { nombre: 'x' })).status).toBe(404);
    expect((await call(await only('main.view_subproyecto', 'main.delete_subproyecto'), 'PATCH', `${prefix}/subproyectos/${s.id}/`, { nombre: 'y' })).status).toBe(403);
  });

  it('removes a sub-project (main.delete_subproyecto), its expectativas sprint staying as it was; 403 without the permission', async () => {
    const s = await newSubproyecto();
    const expectativas = await newSprint(`${s.nombre} - expectativas`, ['Meta']);
    const without = await only('main.view_subproyecto', 'main.change_subproyecto');
    expect((await call(without, 'DELETE', `${prefix}/subproyectos/${s.id}/`)).status).toBe(403);
    expect((await call(without, 'GET', `${prefix}/subproyectos/${s.id}/eliminar/`)).status).toBe(403);
    const who = await only('main.delete_subproyecto', 'main.view_subproyecto');
    expect(await call(who, 'GET', `${prefix}/subproyectos/${s.id}/eliminar/`)).toMatchObject({ status: 200, body: { repr: s.nombre, impide: null, arrastra: [] } });
    expect((await call(who, 'DELETE', `${prefix}/subproyectos/${s.id}/`)).status).toBe(204);
    expect(await app.db.$count(subproyectos, eq(subproyectos.id, s.id))).toBe(0);
    expect(await app.db.$count(sprints, eq(sprints.id, expectativas.id))).toBe(1);
    expect((await entries('main.subproyecto', s.id)).map((e) => e.accion)).toContain('eliminar');
    expect((await call(who, 'DELETE', `${prefix}/subproyectos/${s.id}/`)).status).toBe(404);
    expect((await call(who, 'GET', `${prefix}/subproyectos/${s.id}/eliminar/`)).status).toBe(404);
  });
});
