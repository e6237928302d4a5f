import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SprintConTareas } from '@gestion/contract/main';
import type { Expectativa } from '@gestion/contract/usuario';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let admin: TestUser;
const sprintIds = new Map<string, number>();

async function call<T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who: TestUser = admin) {
  const res = await request<T>(app, { method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A sprint whose tareas end in the given estados. */
async function sprint(nombre: string, estados: readonly string[]) {
  const created = await call<SprintConTareas>('POST', '/api/main/sprints/', { nombre, tareas: estados.map((_, i) => `Tarea ${i + 1}`) });
  for (const [i, estado] of estados.entries()) {
    if (estado !== 'pendiente') await call('POST', `/api/main/tareas/${created.tareas[i]!.id}/estado/`, { estado });
  }
  sprintIds.set(nombre, created.id);
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { is_superuser: true });
  for (const nombre of ['terra', 'acmia', 'a_b', 'sinsprint', 'retirado']) await call('POST', '/subproyectos/', { nombre });
  const [retirado] = (await call<{ id: number; nombre: string }[]>('GET', '/subproyectos/')).filter((s) => s.nombre === 'retirado');
  await call('PATCH', `/api/subproyectos/${retirado!.id}/`, { activo: false });
  await sprint('terra - expectativas', ['pendiente', 'pendiente', 'completada', 'descartada', 'completada']);
  await sprint('ACMIA - Expectativas', ['completada']);
  await sprint('a_b - expectativas', []);
  await sprint('retirado - expectativas', ['pendiente']);
  await sprint('otro sprint', ['pendiente']);
});
afterAll(async () => app?.close());

const leer = (who: TestUser) => request<Expectativa[]>(app, { method: 'GET', url: '/api/acmia/expectativas/', headers: who.headers });
const item = (subproyecto: string, sprint: string, pendientes: number, completadas: number, descartadas: number): Expectativa => ({
  subproyecto,
  sprint_id: sprintIds.get(sprint)!,
  pendientes,
  completadas,
  descartadas,
});

describe('GET /api/acmia/expectativas/', () => {
  it('a superuser sees every active sub-project that has its expectativas sprint, with the tasks counted by estado', async () => {
    const { status, body } = await leer(admin);
    expect([status, body]).toEqual([
      200,
      [item('a_b', 'a_b - expectativas', 0, 0, 0), item('acmia', 'ACMIA - Expectativas', 0, 1, 0), item('terra', 'terra - expectativas', 2, 2, 1)],
    ]);
  });

  it('others see the sub-projects one of their groups names as prefix, case-insensitively', async () => {
    const terra = await createUser(app, { groups: ['Terra_Coordinadores'] });
    expect((await leer(terra)).body).toEqual([item('terra', 'terra - expectativas', 2, 2, 1)]);
    const both = await createUser(app, { groups: ['acmia_miembros', 'terra_lectores'] });
    expect((await leer(both)).body.map((e) => e.subproyecto)).toEqual(['acmia', 'terra']);
  });

  it('a group name that only resembles the prefix gives nothing', async () => {
    // 'terra' without the underscore, 'terrax_', and 'axb_' (which LIKE 'a_b_%' would take).
    const none = await createUser(app, { groups: ['terra', 'terrax_equipo', 'axb_c', 'retirado_x', 'otro_x'] });
    expect(await leer(none)).toMatchObject({ status: 200, body: [] });
    const noGroups = await createUser(app, { permissions: ['main.view_tareasprint'] });
    expect((await leer(noGroups)).body).toEqual([]);
  });

  it('a sub-project name with an underscore matches literally', async () => {
    const ab = await createUser(app, { groups: ['A_B_equipo'] });
    expect((await leer(ab)).body).toEqual([item('a_b', 'a_b - expectativas', 0, 0, 0)]);
  });

  it('needs a token', async () => {
    const { status, body } = await request(app, { method: 'GET', url: '/api/acmia/expectativas/' });
    expect([status, body]).toEqual([401, { detail: 'Las credenciales de autenticación no se proveyeron.' }]);
  });
});
