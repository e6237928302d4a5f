import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subproyecto } from '@gestion/contract/main';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app, {
    permissions: ['main.view_subproyecto', 'main.add_subproyecto', 'main.change_subproyecto'],
  });
});
afterAll(async () => app?.close());

function call<T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return request<T>(app, { method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}

describe('sub-projects', () => {
  it('creates (201, active, optional description) and lists by nombre, plain, at both prefixes', async () => {
    const terra = await call<Subproyecto>('POST', '/subproyectos/', { nombre: ' terra ', descripcion: 'Tasaciones' });
    expect(terra.status).toBe(201);
    expect(terra.body).toMatchObject({ nombre: 'terra', descripcion: 'Tasaciones', activo: true });
    const acmia = await call<Subproyecto>('POST', '/subproyectos/', { nombre: 'Acmia' });
    expect(acmia.status).toBe(201);
    expect(acmia.body.descripcion).toBe('');
    for (const url of ['/subproyectos/', '/api/subproyectos/']) {
      const { status, body } = await call<Subproyecto[]>('GET', url);
      expect(status).toBe(200);
      expect(body.map((s) => s.nombre)).toEqual(['Acmia', 'terra']);
    }
  });

  it('refuses a blank, missing or duplicate (case-insensitive) nombre', async () => {
    const blank = await call('POST', '/subproyectos/', { nombre: '  ' });
    expect([blank.status, blank.body]).toEqual([400, { nombre: ['Este campo no puede estar en blanco.'] }]);
    const missing = await call('POST', '/subproyectos/', { descripcion: 'x' });
    expect([missing.status, missing.body]).toEqual([400, { nombre: ['Este campo es requerido.'] }]);
    const duplicate = await call('POST', '/subproyectos/', { nombre: 'TERRA' });
    expect([duplicate.status, duplicate.body]).toEqual([400, { nombre: ['Ya existe un subproyecto con este nombre.'] }]);
  });

  it('PATCH /api/subproyectos/{id}/ toggles activo and answers the sub-project', async () => {
    const [first] = (await call<Subproyecto[]>('GET', '/subproyectos/')).body;
    const off = await call<Subproyecto>('PATCH', `/api/subproyectos/${first!.id}/`, { activo: false });
    expect([off.status, off.body]).toEqual([200, { ...first, activo: false }]);
    const on = await call<Subproyecto>('PATCH', `/api/subproyectos/${first!.id}/`, { activo: true });
    expect(on.body.activo).toBe(true);
  });

  it('PATCH validates activo and 404s unknown ids', async () => {
    const [first] = (await call<Subproyecto[]>('GET', '/subproyectos/')).body;
    const bad = await call('PATCH', `/api/subproyectos/${first!.id}/`, { activo: 'quizá' });
    expect([bad.status, bad.body]).toEqual([400, { activo: ['Debe ser un valor booleano válido.'] }]);
    const missing = await call('PATCH', `/api/subproyectos/${first!.id}/`, {});
    expect([missing.status, missing.body]).toEqual([400, { activo: ['Este campo es requerido.'] }]);
    for (const id of ['999999', 'abc']) {
      const r = await call('PATCH', `/api/subproyectos/${id}/`, { activo: true });
      expect([r.status, r.body]).toEqual([404, { detail: 'No encontrado.' }]);
    }
  });
});
