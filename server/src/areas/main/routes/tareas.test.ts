import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SprintConTareas, Tarea } from '@gestion/contract/main';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let user: TestUser;
let sprint: SprintConTareas;

beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app, {
    permissions: ['main.add_sprint', 'main.view_tareasprint', 'main.add_tareasprint', 'main.change_tareasprint'],
  });
  const created = await call<SprintConTareas>('POST', '/api/main/sprints/', { nombre: 'Tareas', tareas: ['primera'] });
  sprint = created.body;
});
afterAll(async () => app?.close());

function call<T>(method: 'GET' | 'POST', url: string, payload?: object) {
  return request<T>(app, { method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}

describe('tareas', () => {
  it('lists the tasks of a sprint, plain, in creation order', async () => {
    const { status, body } = await call<Tarea[]>('GET', `/api/main/tareas/?sprint=${sprint.id}`);
    expect(status).toBe(200);
    expect(body).toEqual([{ id: sprint.tareas[0]!.id, descripcion: 'primera', estado: 'pendiente', sprint_id: sprint.id }]);
    expect((await call<Tarea[]>('GET', '/api/main/tareas/?sprint=999999')).body).toEqual([]);
    const bad = await call<Record<string, string[]>>('GET', '/api/main/tareas/?sprint=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ sprint: ['Se requiere un número entero válido.'] });
  });

  it('creates a pending task and answers it', async () => {
    const { status, body } = await call<Tarea>('POST', '/api/main/tareas/', { descripcion: '  Nueva  ', sprint_id: sprint.id });
    expect(status).toBe(201);
    expect(body).toMatchObject({ descripcion: 'Nueva', estado: 'pendiente', sprint_id: sprint.id });
  });

  it('refuses a blank description and an unknown sprint', async () => {
    const blank = await call('POST', '/api/main/tareas/', { descripcion: '   ', sprint_id: sprint.id });
    expect([blank.status, blank.body]).toEqual([400, { descripcion: ['Este campo no puede estar en blanco.'] }]);
    const unknown = await call('POST', '/api/main/tareas/', { descripcion: 'x', sprint_id: 999999 });
    expect([unknown.status, unknown.body]).toEqual([400, { sprint_id: ['Clave primaria "999999" inválida - objeto no existe.'] }]);
    const missing = await call('POST', '/api/main/tareas/', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ descripcion: ['Este campo es requerido.'], sprint_id: ['Este campo es requerido.'] });
  });
});

describe.each(['/api/main/tareas', '/api/tareas'])('POST %s/{id}/estado/', (prefix) => {
  it('moves a task between pendiente, completada and descartada and answers it', async () => {
    const task = (await call<Tarea>('POST', '/api/main/tareas/', { descripcion: `de ${prefix}`, sprint_id: sprint.id })).body;
    for (const estado of ['completada', 'descartada', 'pendiente', 'completada'] as const) {
      const { status, body } = await call<Tarea>('POST', `${prefix}/${task.id}/estado/`, { estado });
      expect(status).toBe(200);
      expect(body).toEqual({ ...task, estado });
    }
    const listed = (await call<Tarea[]>('GET', `/api/main/tareas/?sprint=${sprint.id}`)).body;
    expect(listed.find((t) => t.id === task.id)?.estado).toBe('completada');
  });

  it('refuses an unknown estado and keeps the task as it was', async () => {
    const task = (await call<Tarea>('POST', '/api/main/tareas/', { descripcion: 'fija', sprint_id: sprint.id })).body;
    for (const estado of ['x', 'Completada', '', 'en_progreso']) {
      const { status, body } = await call('POST', `${prefix}/${task.id}/estado/`, { estado });
      expect(status).toBe(400);
      expect(body).toEqual({ estado: [`"${estado}" no es una elección válida.`] });
    }
    const missing = await call('POST', `${prefix}/${task.id}/estado/`, {});
    expect([missing.status, missing.body]).toEqual([400, { estado: ['Este campo es requerido.'] }]);
    const listed = (await call<Tarea[]>('GET', `/api/main/tareas/?sprint=${sprint.id}`)).body;
    expect(listed.find((t) => t.id === task.id)?.estado).toBe('pendiente');
  });

  it('answers 404 for an unknown or non-numeric task id', async () => {
    for (const id of ['999999', 'abc', '-1', '1.5']) {
      const { status, body } = await call('POST', `${prefix}/${id}/estado/`, { estado: 'completada' });
      expect([status, body]).toEqual([404, { detail: 'No encontrado.' }]);
    }
  });

  it('needs main.change_tareasprint (403 without it, 401 without a token)', async () => {
    const viewer = await createUser(app, { permissions: ['main.view_tareasprint'] });
    const forbidden = await request(app, { method: 'POST', url: `${prefix}/${sprint.tareas[0]!.id}/estado/`, headers: viewer.headers, payload: { estado: 'completada' } });
    expect(forbidden.status).toBe(403);
    const anonymous = await request(app, { method: 'POST', url: `${prefix}/${sprint.tareas[0]!.id}/estado/`, payload: { estado: 'completada' } });
    expect(anonymous.status).toBe(401);
  });
});
