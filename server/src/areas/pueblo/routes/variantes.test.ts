// A unit's variants read, corrected and removed one by one (pueblo.*_unidadmedidavariante): an
// abbreviation corrected under vincular-variante's rules (unique across units and variants).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnidadVarianteFila } from '@gestion/contract/pueblo';
import type { PermissionKey } from '@gestion/contract/permissions';
import { historial, unidadesMedidaVariantes } from '../../../db/schema/index.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

let app: TestApp;
let admin: TestUser;
let kg: number;
let lt: number;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { is_superuser: true });
  kg = (await request<{ id: number }>(app, { method: 'POST', url: '/api/pueblo/unidades/', headers: admin.headers, payload: { nombre: 'Kilogramo', abreviatura: 'KG' } })).body.id;
  lt = (await request<{ id: number }>(app, { method: 'POST', url: '/api/pueblo/unidades/', headers: admin.headers, payload: { nombre: 'Litro', abreviatura: 'LT' } })).body.id;
});
afterAll(async () => app?.close());

const only = (...permissions: PermissionKey[]) => createUser(app, { permissions });
const call = <T = Record<string, unknown>>(who: TestUser, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  request<T>(app, { method, url, headers: who.headers, ...(payload ? { payload } : {}) });
async function variante(unidad_id: number, abreviatura_equivalente: string): Promise<number> {
  const res = await request<{ id: number }>(app, { method: 'POST', url: '/api/pueblo/unidades/vincular-variante/', headers: admin.headers, payload: { unidad_id, abreviatura_equivalente } });
  expect(res.status).toBe(201);
  return res.body.id;
}
const entries = (id: number, accion: string) =>
  app.db.select().from(historial).where(and(eq(historial.objeto_tipo, 'pueblo.unidadmedidavariante'), eq(historial.objeto_id, String(id)), eq(historial.accion, accion)));

describe('GET /api/pueblo/variantes/ (pueblo.view_unidadmedidavariante)', () => {
  it('lists the variants with their unit, searched by the unit too; one by id; 403 without the permission', async () => {
    const kgs = await variante(kg, 'KGS');
    await variante(lt, 'LTS');
    const reader = await only('pueblo.view_unidadmedidavariante');
    const page = await call<{ count: number; results: UnidadVarianteFila[] }>(reader, 'GET', '/api/pueblo/variantes/?search=kilogramo');
    expect(page.body.results).toEqual([{ id: kgs, abreviatura_equivalente: 'KGS', unidad_id: kg, unidad_nombre: 'Kilogramo', unidad_abreviatura: 'KG' }]);
    expect((await call<{ results: UnidadVarianteFila[] }>(reader, 'GET', '/api/pueblo/variantes/?search=lts')).body.results.map((v) => v.unidad_nombre)).toEqual(['Litro']);
    expect(await call(reader, 'GET', `/api/pueblo/variantes/${kgs}/`)).toMatchObject({ status: 200, body: { abreviatura_equivalente: 'KGS' } });
    const file = await call<string>(reader, 'GET', '/api/pueblo/variantes/exportar/?search=kgs');
    expect(file.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['Abreviatura equivalente;Unidad;Abreviatura de la unidad', 'KGS;Kilogramo;KG']);
    const other = await only('pueblo.view_unidadmedida');
    expect((await call(other, 'GET', '/api/pueblo/variantes/')).status).toBe(403);
  });
});

describe('PATCH /api/pueblo/variantes/{id}/ (pueblo.change_unidadmedidavariante)', () => {
  it('corrects the abbreviation, with its history entry; the unit lists it', async () => {
    const id = await variante(kg, 'KILO');
    const who = await only('pueblo.change_unidadmedidavariante');
    const res = await call<UnidadVarianteFila>(who, 'PATCH', `/api/pueblo/variantes/${id}/`, { abreviatura_equivalente: ' KILOS ' });
    expect(res).toMatchObject({ status: 200, body: { id, abreviatura_equivalente: 'KILOS', unidad_nombre: 'Kilogramo' } });
    const [entry] = await entries(id, 'modificar');
    expect(entry?.usuario_username).toBe(who.user.username);
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'abreviatura_equivalente', antes: 'KILO', despues: 'KILOS' }));
    const unidad = await call<{ variantes: { abreviatura_equivalente: string }[] }>(admin, 'GET', `/api/pueblo/unidades/${kg}/`);
    expect(unidad.body.variantes.map((v) => v.abreviatura_equivalente)).toContain('KILOS');
  });

  it('refuses (400, in Spanish) what vincular-variante refuses: blank, another variant, its unit\'s or another unit\'s abbreviation', async () => {
    const id = await variante(kg, 'K.');
    await variante(kg, 'KGR');
    const who = await only('pueblo.change_unidadmedidavariante');
    const patch = (abreviatura_equivalente: unknown) => call(who, 'PATCH', `/api/pueblo/variantes/${id}/`, { abreviatura_equivalente });
    expect(await patch('  ')).toMatchObject({ status: 400, body: { abreviatura_equivalente: ['Este campo no puede estar en blanco.'] } });
    expect(await patch('kgr')).toMatchObject({ status: 400, body: { abreviatura_equivalente: ['Esta abreviatura ya es una variante de esta unidad.'] } });
    expect(await patch('lts')).toMatchObject({ status: 400, body: { abreviatura_equivalente: ['Esta abreviatura ya es una variante de otra unidad.'] } });
    expect(await patch('kg')).toMatchObject({ status: 400, body: { abreviatura_equivalente: ['Es la abreviatura de esta misma unidad.'] } });
    expect(await patch('Lt')).toMatchObject({ status: 400, body: { abreviatura_equivalente: ['Esta abreviatura ya pertenece a otra unidad.'] } });
    expect((await patch('x'.repeat(51))).status).toBe(400);
    // Its own abbreviation in another case is a correction, not a conflict.
    expect(await patch('k.')).toMatchObject({ status: 200, body: { abreviatura_equivalente: 'k.' } });
  });

  it('is 403 without pueblo.change_unidadmedidavariante, 404 for a variant that does not exist', async () => {
    const id = await variante(lt, 'LITROS');
    const other = await only('pueblo.view_unidadmedidavariante', 'pueblo.change_unidadmedida');
    expect((await call(other, 'PATCH', `/api/pueblo/variantes/${id}/`, { abreviatura_equivalente: 'L' })).status).toBe(403);
    const who = await only('pueblo.change_unidadmedidavariante');
    expect(await call(who, 'PATCH', '/api/pueblo/variantes/999999/', { abreviatura_equivalente: 'L' })).toMatchObject({ status: 404, body: { detail: 'No encontrado.' } });
  });
});

describe('DELETE /api/pueblo/variantes/{id}/ (pueblo.delete_unidadmedidavariante)', () => {
  it('removes a variant alone, with its history entry; 404 after; 403 without the permission', async () => {
    const id = await variante(lt, 'LTR');
    const other = await only('pueblo.view_unidadmedidavariante', 'pueblo.delete_unidadmedida');
    expect((await call(other, 'DELETE', `/api/pueblo/variantes/${id}/`)).status).toBe(403);
    const who = await only('pueblo.delete_unidadmedidavariante');
    expect(await call(who, 'GET', `/api/pueblo/variantes/${id}/eliminar/`)).toMatchObject({ status: 200, body: { repr: 'LTR (Litro)', impide: null, arrastra: [] } });
    expect((await call(who, 'DELETE', `/api/pueblo/variantes/${id}/`)).status).toBe(204);
    expect(await app.db.$count(unidadesMedidaVariantes, eq(unidadesMedidaVariantes.id, id))).toBe(0);
    const [entry] = await entries(id, 'eliminar');
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'abreviatura_equivalente', antes: 'LTR', despues: null }));
    expect((await call(who, 'DELETE', `/api/pueblo/variantes/${id}/`)).status).toBe(404);
  });
});
