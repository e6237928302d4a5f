import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sprint, SprintConTareas } from '@gestion/contract/main';
import { sprints } from '../../../db/schema/index.js';
import { createSprintConTareas } from '../repositories/sprints.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app, { permissions: ['main.view_sprint', 'main.add_sprint'] });
});
afterAll(async () => app?.close());

const post = (payload: unknown) =>
  request<SprintConTareas & Record<string, string[]>>(app, {
    method: 'POST',
    url: '/api/main/sprints/',
    headers: user.headers,
    payload: payload as object,
  });
const get = <T>(url: string) => request<T>(app, { method: 'GET', url, headers: user.headers });
const sprintCount = async () => app.db.$count(sprints);

describe('POST /api/main/sprints/', () => {
  it('creates the sprint and its tasks (pendiente) in one call', async () => {
    const { status, body } = await post({ nombre: 'Sprint Uno', descripcion: 'Primera entrega', tareas: ['Diseñar', 'Programar'] });
    expect(status).toBe(201);
    expect(body).toMatchObject({ nombre: 'Sprint Uno', descripcion: 'Primera entrega' });
    expect(body.tareas.map((t) => [t.descripcion, t.estado, t.sprint_id])).toEqual([
      ['Diseñar', 'pendiente', body.id],
      ['Programar', 'pendiente', body.id],
    ]);
  });

  it('refuses a duplicate name, case-insensitively, and writes nothing', async () => {
    const before = await sprintCount();
    const { status, body } = await post({ nombre: '  SPRINT uno ', tareas: ['x'] });
    expect(status).toBe(400);
    expect(body).toEqual({ nombre: ['Ya existe un sprint con este nombre.'] });
    expect(await sprintCount()).toBe(before);
  });

  it.each([
    ['blank name', { nombre: '   ', tareas: ['a'] }, { nombre: ['Este campo no puede estar en blanco.'] }],
    ['missing name', { tareas: ['a'] }, { nombre: ['Este campo es requerido.'] }],
    ['a blank task', { nombre: 'Con hueco', tareas: ['a', '  \r\n '] }, { tareas: { '1': ['Este campo no puede estar en blanco.'] } }],
    [
      'blank tasks and a blank name, all at once',
      { nombre: ' ', tareas: [' ', 'b', ''] },
      { nombre: ['Este campo no puede estar en blanco.'], tareas: { '0': ['Este campo no puede estar en blanco.'], '2': ['Este campo no puede estar en blanco.'] } },
    ],
    ['a task that is not text', { nombre: 'Con objeto', tareas: ['a', { x: 1 }] }, { tareas: { '1': ['No es una cadena válida.'] } }],
    ['tareas that is not a list', { nombre: 'Sin lista', tareas: { a: 1 } }, { tareas: ['Se esperaba una lista de elementos pero se obtuvo el tipo "dict".'] }],
    ['a NUL character', { nombre: 'Nulo', tareas: ['a\u0000b'] }, { tareas: { '0': ['Los caracteres nulos no están permitidos.'] } }],
  ])('refuses %s with a field error and writes nothing', async (_name, payload, errors) => {
    const before = await sprintCount();
    const { status, body } = await post(payload);
    expect(status).toBe(400);
    expect(body).toEqual(errors);
    expect(await sprintCount()).toBe(before);
  });

  // What the browser's parser sends for odd text (labels with accents, Windows line ends,
  // blank lines, extra spaces): the server trims and stores it as given.
  it('accepts the payloads the text parser produces from odd input', async () => {
    const cases = [
      { nombre: 'Sprint Ñandú – fase 2', descripcion: 'línea 1\nlínea 2\n\nlínea 4', tareas: ['Revisar pre-venta - fase 2', 'Café ☕'] },
      { nombre: 'Sprint sin descripción', tareas: ['única'] },
      { nombre: '  Sprint con espacios\r\n', descripcion: '  \r\n', tareas: ['  a  ', 'b\r\n'] },
    ];
    const stored = [];
    for (const payload of cases) {
      const { status, body } = await post(payload);
      expect(status).toBe(201);
      stored.push(body);
    }
    expect(stored[0]).toMatchObject({ nombre: 'Sprint Ñandú – fase 2', descripcion: 'línea 1\nlínea 2\n\nlínea 4' });
    expect(stored[1]).toMatchObject({ descripcion: '', tareas: [{ descripcion: 'única' }] });
    expect(stored[2]).toMatchObject({ nombre: 'Sprint con espacios', descripcion: '', tareas: [{ descripcion: 'a' }, { descripcion: 'b' }] });
  });

  it('accepts an empty task list (tasks can be added later)', async () => {
    const { status, body } = await post({ nombre: 'Vacío', descripcion: '', tareas: [] });
    expect(status).toBe(201);
    expect(body.tareas).toEqual([]);
  });

  it('is one transaction: a task the database refuses leaves no sprint behind', async () => {
    const before = await sprintCount();
    await expect(
      createSprintConTareas(app.db, { nombre: 'A medias', descripcion: '', tareas: ['bien', 'mal\u0000'] }),
    ).rejects.toThrow();
    expect(await sprintCount()).toBe(before);
    const { body } = await get<Sprint[]>('/api/main/sprints/?nombre=A%20medias');
    expect(body).toEqual([]);
  });
});

describe('GET sprints', () => {
  it('lists sprints as a plain list; nombre filters exactly and case-insensitively', async () => {
    await post({ nombre: 'Entrega - Marzo', tareas: ['Meta 1'] });
    const all = await get<Sprint[]>('/api/main/sprints/');
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.every((s) => !('tareas' in s))).toBe(true);
    const one = await get<Sprint[]>('/api/main/sprints/?nombre=ENTREGA%20-%20marzo');
    expect(one.body.map((s) => s.nombre)).toEqual(['Entrega - Marzo']);
    const none = await get<Sprint[]>('/api/main/sprints/?nombre=Entrega');
    expect(none.body).toEqual([]);
    const nul = await get<Record<string, string[]>>('/api/main/sprints/?nombre=%00');
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ nombre: ['Los caracteres nulos no están permitidos.'] });
    const empty = await get<Sprint[]>('/api/main/sprints/?nombre=');
    expect(empty.body.length).toBe(all.body.length);
  });

  it('ids beyond PostgreSQL integers name nothing: 404 in the path, 400 in a body or query', async () => {
    const admin = await createUser(app, { is_superuser: true });
    expect((await get('/api/main/sprints/3000000000/')).status).toBe(404);
    expect((await request(app, { method: 'GET', url: '/api/main/tareas/?sprint=3000000000', headers: admin.headers })).status).toBe(400);
    const tarea = await request(app, { method: 'POST', url: '/api/main/tareas/', headers: admin.headers, payload: { descripcion: 'x', sprint_id: 3000000000 } });
    expect(tarea.status).toBe(400);
    const estado = await request(app, { method: 'POST', url: '/api/tareas/3000000000/estado/', headers: admin.headers, payload: { estado: 'completada' } });
    expect(estado.status).toBe(404);
  });

  it('GET /api/main/sprints/{id}/ answers the sprint with its tasks; unknown or malformed ids 404', async () => {
    const created = await post({ nombre: 'Detalle', tareas: ['t1', 't2'] });
    const { status, body } = await get<SprintConTareas>(`/api/main/sprints/${created.body.id}/`);
    expect(status).toBe(200);
    expect(body.tareas.map((t) => t.descripcion)).toEqual(['t1', 't2']);
    for (const url of ['/api/main/sprints/999999/', '/api/main/sprints/abc/', '/api/main/sprints/0/']) {
      const r = await get<{ detail: string }>(url);
      expect([r.status, r.body]).toEqual([404, { detail: 'No encontrado.' }]);
    }
  });

  it('with/tareas/pagination/none lists every sprint with its tasks, optionally by sprint_nombre', async () => {
    const all = await get<SprintConTareas[]>('/api/main/sprints/with/tareas/pagination/none/');
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(3);
    expect(all.body.every((s) => Array.isArray(s.tareas))).toBe(true);
    const one = await get<SprintConTareas[]>('/api/main/sprints/with/tareas/pagination/none/?sprint_nombre=Detalle');
    expect(one.body.map((s) => [s.nombre, s.tareas.length])).toEqual([['Detalle', 2]]);
  });
});

describe('refusals reach the browser', () => {
  // The sprint screen shows 'Motivo: …' from a 403's detail: the answer must carry CORS headers.
  it('401 and 403 answers carry the CORS headers', async () => {
    const origin = { origin: 'http://localhost:3000' };
    const nobody = await createUser(app);
    const forbidden = await app.inject({ method: 'GET', url: '/api/main/sprints/', headers: { ...nobody.headers, ...origin } });
    const anonymous = await app.inject({ method: 'GET', url: '/api/main/sprints/', headers: origin });
    expect([forbidden.statusCode, forbidden.headers['access-control-allow-origin']]).toEqual([403, 'http://localhost:3000']);
    expect([anonymous.statusCode, anonymous.headers['access-control-allow-origin']]).toEqual([401, 'http://localhost:3000']);
  });
});
