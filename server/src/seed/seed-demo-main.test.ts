import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SprintConTareas, Subproyecto } from '@gestion/contract/main';
import type { UnidadConVariantes } from '@gestion/contract/pueblo';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../test-utils.js';
import { seedMainDemo } from './seed-demo-main.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp({ seedDemo: true });
  admin = await createUser(app, { is_superuser: true });
});
afterAll(async () => app?.close());

const get = <T>(url: string) => request<T>(app, { method: 'GET', url, headers: admin.headers });

describe('main demo data', () => {
  it('seeds the expectativas sprints with tasks, the sub-projects and the common units', async () => {
    const sprints = (await get<SprintConTareas[]>('/api/main/sprints/with/tareas/pagination/none/')).body;
    const byName = new Map(sprints.map((s) => [s.nombre, s]));
    expect(byName.get('terra - expectativas')?.tareas.length).toBeGreaterThan(0);
    expect(byName.get('acmia - expectativas')?.tareas.length).toBeGreaterThan(0);
    expect((await get<Subproyecto[]>('/subproyectos/')).body.map((s) => s.nombre)).toEqual(['acmia', 'terra']);
    const units = (await get<UnidadConVariantes[]>('/api/pueblo/unidades/todas-con-variantes/')).body;
    expect(units.map((u) => u.abreviatura).sort()).toEqual(['CJ', 'GL', 'KG', 'LT', 'M', 'UND']);
    expect(units.find((u) => u.abreviatura === 'KG')?.variantes.map((v) => v.abreviatura_equivalente)).toEqual(['KGS']);
  });

  it('is idempotent', async () => {
    expect(await seedMainDemo(app.db)).toEqual({ sprints: 0, subproyectos: 0, unidades: 0 });
    const sprints = (await get<SprintConTareas[]>('/api/main/sprints/with/tareas/pagination/none/')).body;
    expect(sprints.filter((s) => s.nombre === 'terra - expectativas')).toHaveLength(1);
  });

  it('is skipped with SEED_DEMO=0', async () => {
    const plain = await buildTestApp({ seedDemo: false });
    try {
      const user = await createUser(plain, { is_superuser: true });
      const { body } = await request<unknown[]>(plain, { method: 'GET', url: '/subproyectos/', headers: user.headers });
      expect(body).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
