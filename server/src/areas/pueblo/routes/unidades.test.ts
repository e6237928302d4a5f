import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '@gestion/contract/errors';
import type { Unidad, UnidadConVariantes, VincularVarianteResponse } from '@gestion/contract/pueblo';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let user: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app, {
    permissions: ['pueblo.view_unidadmedida', 'pueblo.add_unidadmedida', 'pueblo.add_unidadmedidavariante'],
  });
  for (const [nombre, abreviatura] of [
    ['Kilogramo', 'KG'],
    ['Galón', 'GL'],
    ['Litro', 'LT'],
  ] as const) {
    const { status, body } = await call<UnidadConVariantes>('POST', '/api/pueblo/unidades/', { nombre, abreviatura });
    expect(status).toBe(201);
    ids[abreviatura] = body.id;
  }
});
afterAll(async () => app?.close());

function call<T>(method: 'GET' | 'POST', url: string, payload?: object) {
  return request<T>(app, { method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}
const link = (unidad_id: number, abreviatura_equivalente: string) =>
  call<VincularVarianteResponse & Record<string, string[]>>('POST', '/api/pueblo/unidades/vincular-variante/', {
    unidad_id,
    abreviatura_equivalente,
  });

describe('units of measure', () => {
  it('creates a unit (201) with an empty variantes list', async () => {
    const { status, body } = await call<UnidadConVariantes>('POST', '/api/pueblo/unidades/', { nombre: ' Metro ', abreviatura: ' M ' });
    expect([status, body]).toEqual([201, { id: expect.any(Number), nombre: 'Metro', abreviatura: 'M', variantes: [] }]);
  });

  it('refuses blank fields and duplicate names or abbreviations, case-insensitively', async () => {
    const blank = await call('POST', '/api/pueblo/unidades/', { nombre: ' ', abreviatura: '' });
    expect([blank.status, blank.body]).toEqual([
      400,
      { nombre: ['Este campo no puede estar en blanco.'], abreviatura: ['Este campo no puede estar en blanco.'] },
    ]);
    const abbr = await call('POST', '/api/pueblo/unidades/', { nombre: 'Kilo', abreviatura: 'kg' });
    expect([abbr.status, abbr.body]).toEqual([400, { abreviatura: ['Ya existe una unidad con esta abreviatura.'] }]);
    const name = await call('POST', '/api/pueblo/unidades/', { nombre: 'LITRO', abreviatura: 'LTR' });
    expect([name.status, name.body]).toEqual([400, { nombre: ['Ya existe una unidad con este nombre.'] }]);
  });

  it('vincular-variante is idempotent: 201 the first time, 200 with the same variant after', async () => {
    const first = await link(ids.KG!, 'KGS');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), unidad_id: ids.KG, abreviatura_equivalente: 'KGS' });
    const again = await link(ids.KG!, ' kgs ');
    expect([again.status, again.body]).toEqual([200, first.body]);
  });

  it('a variant cannot belong to two units nor repeat an abbreviation', async () => {
    const other = await link(ids.LT!, 'kgs');
    expect([other.status, other.body]).toEqual([400, { abreviatura_equivalente: ['Esta abreviatura ya es una variante de otra unidad.'] }]);
    const abbr = await link(ids.LT!, 'gl');
    expect([abbr.status, abbr.body]).toEqual([400, { abreviatura_equivalente: ['Esta abreviatura ya pertenece a otra unidad.'] }]);
    const own = await link(ids.LT!, 'lt');
    expect([own.status, own.body]).toEqual([400, { abreviatura_equivalente: ['Es la abreviatura de esta misma unidad.'] }]);
    const asNewUnit = await call('POST', '/api/pueblo/unidades/', { nombre: 'Kilos', abreviatura: 'KgS' });
    expect([asNewUnit.status, asNewUnit.body]).toEqual([400, { abreviatura: ['Esta abreviatura ya es una variante de otra unidad.'] }]);
  });

  it('vincular-variante validates its input', async () => {
    const unknown = await link(999999, 'XX');
    expect([unknown.status, unknown.body]).toEqual([400, { unidad_id: ['Clave primaria "999999" inválida - objeto no existe.'] }]);
    const blank = await link(ids.KG!, '   ');
    expect([blank.status, blank.body]).toEqual([400, { abreviatura_equivalente: ['Este campo no puede estar en blanco.'] }]);
    const missing = await call('POST', '/api/pueblo/unidades/vincular-variante/', {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body as object).sort()).toEqual(['abreviatura_equivalente', 'unidad_id']);
  });

  it('lists a page {count, results} with variantes, by nombre', async () => {
    const { status, body } = await call<Paginated<UnidadConVariantes>>('GET', '/api/pueblo/unidades/?page=1&page_size=2');
    expect(status).toBe(200);
    expect(body.count).toBe(4);
    expect(body.results.map((u) => u.nombre)).toEqual(['Galón', 'Kilogramo']);
    expect(body.results[1]!.variantes.map((v) => v.abreviatura_equivalente)).toEqual(['KGS']);
    const second = await call<Paginated<UnidadConVariantes>>('GET', '/api/pueblo/unidades/?page=2&page_size=2');
    expect(second.body.results.map((u) => u.nombre)).toEqual(['Litro', 'Metro']);
    const past = await call('GET', '/api/pueblo/unidades/?page=9&page_size=2');
    expect([past.status, past.body]).toEqual([404, { detail: 'Página inválida.' }]);
  });

  it('searches nombre, abreviatura and variantes, accent- and case-insensitively', async () => {
    const names = async (search: string) =>
      (await call<Paginated<UnidadConVariantes>>('GET', `/api/pueblo/unidades/?search=${encodeURIComponent(search)}`)).body.results.map((u) => u.nombre);
    expect(await names('galon')).toEqual(['Galón']);
    expect(await names('GALÓN')).toEqual(['Galón']);
    expect(await names('lt')).toEqual(['Litro']);
    expect(await names('kgs')).toEqual(['Kilogramo']);
    expect(await names('zzz')).toEqual([]);
    expect(await names('%')).toEqual([]);
    const nul = await call<Record<string, string[]>>('GET', '/api/pueblo/unidades/?search=%00');
    expect(nul).toMatchObject({ status: 400, body: { search: ['Los caracteres nulos no están permitidos.'] } });
  });

  it('todas and todas-con-variantes answer plain lists', async () => {
    const todas = await call<Unidad[]>('GET', '/api/pueblo/unidades/todas/');
    expect(todas.status).toBe(200);
    expect(todas.body.map((u) => u.abreviatura)).toEqual(['GL', 'KG', 'LT', 'M']);
    expect(todas.body.every((u) => !('variantes' in u))).toBe(true);
    const con = await call<UnidadConVariantes[]>('GET', '/api/pueblo/unidades/todas-con-variantes/');
    expect(con.body.find((u) => u.abreviatura === 'KG')?.variantes.map((v) => v.abreviatura_equivalente)).toEqual(['KGS']);
  });
});

describe('one unit, GET /api/pueblo/unidades/{id}/', () => {
  it('answers the unit with its variantes, as its row in the list', async () => {
    const list = await call<Paginated<UnidadConVariantes>>('GET', '/api/pueblo/unidades/?search=kgs');
    const one = await call<UnidadConVariantes>('GET', `/api/pueblo/unidades/${ids.KG}/`);
    expect([one.status, one.body]).toEqual([200, list.body.results[0]]);
    expect(one.body.variantes.map((v) => v.abreviatura_equivalente)).toEqual(['KGS']);
  });

  it('404 for an id that names no unit, and for one that is not an id (as every {id} route)', async () => {
    const missing = await call('GET', '/api/pueblo/unidades/999999/');
    expect([missing.status, missing.body]).toEqual([404, { detail: 'No encontrado.' }]);
    const bad = await call('GET', '/api/pueblo/unidades/abc/');
    expect(bad.status).toBe(404);
  });

  it('403 without pueblo.view_unidadmedida', async () => {
    const other = await createUser(app, { permissions: ['pueblo.add_unidadmedida'] });
    const { status } = await request(app, { method: 'GET', url: `/api/pueblo/unidades/${ids.KG}/`, headers: other.headers });
    expect(status).toBe(403);
  });
});
