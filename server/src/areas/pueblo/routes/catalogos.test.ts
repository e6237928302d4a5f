import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogoItem } from '@gestion/contract/pueblo';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app, {
    permissions: [
      'pueblo.view_recursotipo',
      'pueblo.add_recursotipo',
      'pueblo.view_recursocategoria',
      'pueblo.add_recursocategoria',
      'terra.view_distribuidor',
      'terra.add_distribuidor',
    ],
  });
});
afterAll(async () => app?.close());

const call = <T>(method: 'GET' | 'POST', url: string, payload?: object, headers = user.headers) =>
  request<T>(app, { method, url, headers, ...(payload ? { payload } : {}) });

const CATALOGOS = [
  ['/api/pueblo/recursotipos/', '/api/pueblo/recursotipos/all-pagination-none/'],
  ['/api/pueblo/recursocategorias/', '/api/pueblo/recursocategorias/all-pagination-none'],
  ['/api/terra/distribuidores/', '/api/terra/distribuidores/all-pagination-none/'],
] as const;

describe.each(CATALOGOS)('%s', (base, list) => {
  it('creates (201), then answers the same record (200) for the same name in any case or accents', async () => {
    const created = await call<CatalogoItem>('POST', base, { nombre: ' Ferretería ' });
    expect([created.status, created.body]).toEqual([201, { id: expect.any(Number), nombre: 'Ferretería' }]);
    for (const nombre of ['FERRETERIA', 'ferretería', 'Ferreteria']) {
      const again = await call<CatalogoItem>('POST', base, { nombre });
      expect([again.status, again.body]).toEqual([200, created.body]);
    }
    const other = await call<CatalogoItem>('POST', base, { nombre: 'Agrícola' });
    expect(other.status).toBe(201);
  });

  it('lists every record by nombre, with and without the trailing slash', async () => {
    for (const url of [list, list.endsWith('/') ? list.slice(0, -1) : `${list}/`]) {
      const { status, body } = await call<CatalogoItem[]>('GET', url);
      expect(status).toBe(200);
      expect(body.map((c) => c.nombre)).toEqual(['Agrícola', 'Ferretería']);
    }
  });

  it('validates nombre with DRF-shaped errors', async () => {
    const blank = await call('POST', base, { nombre: '   ' });
    expect([blank.status, blank.body]).toEqual([400, { nombre: ['Este campo no puede estar en blanco.'] }]);
    const missing = await call('POST', base, {});
    expect([missing.status, missing.body]).toEqual([400, { nombre: ['Este campo es requerido.'] }]);
    const nul = await call('POST', base, { nombre: 'a\u0000b' });
    expect(nul.status).toBe(400);
    const long = await call('POST', base, { nombre: 'x'.repeat(151) });
    expect(long.status).toBe(400);
  });

  it('401 without a token, 403 without the permission', async () => {
    const anonymous = await request(app, { method: 'GET', url: list });
    expect(anonymous.status).toBe(401);
    const nobody = await createUser(app, {});
    expect((await call('GET', list, undefined, nobody.headers)).status).toBe(403);
    expect((await call('POST', base, { nombre: 'Nuevo' }, nobody.headers)).status).toBe(403);
  });
});
