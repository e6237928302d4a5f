// The imports' list (GET /api/terra/importaciones/, terra.view_precioproducto): each import with
// who made it, its file, its state and what it registered; the one to undo is found there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportacionAbierta, ImportacionFila, ImportSummary } from '@gestion/contract/terra';
import type { Paginated } from '@gestion/contract/errors';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';
import { seedCatalogo } from '../test-helpers.js';

let app: TestApp;
let importer: TestUser;
let reader: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  importer = await createUser(app, { permissions: ['terra.add_precioproducto', 'terra.import_precioproducto', 'terra.delete_precioproducto'] });
  reader = await createUser(app, { permissions: ['terra.view_precioproducto'] });
  await seedCatalogo(app);
});
afterAll(async () => app?.close());

const call = <T>(who: TestUser, method: 'GET' | 'POST', url: string, payload?: object) => request<T>(app, { method, url, headers: who.headers, ...(payload ? { payload } : {}) });

describe('GET /api/terra/importaciones/', () => {
  it('lists the imports newest first, with their state and counts; one by id; its file; 403 without the permission', async () => {
    const datos = ['Arena lista', 'Grava lista'].map((descripcion) => ({ descripcion, tipo: 'Material', categoria: 'Construcción', unidad: 'KG', precio: '10.50' }));
    const hecha = (await call<ImportSummary>(importer, 'POST', '/api/terra/importar-precios/', { archivo: 'lista.csv', datos })).body.importacion_id!;
    const deshecha = (await call<ImportSummary>(importer, 'POST', '/api/terra/importar-precios/', { archivo: 'otra.csv', datos: [{ ...datos[0], descripcion: 'Cal lista' }] })).body.importacion_id!;
    expect((await call(importer, 'POST', `/api/terra/importaciones/${deshecha}/deshacer/`, {})).status).toBe(200);
    const abierta = (await call<ImportacionAbierta>(importer, 'POST', '/api/terra/importaciones/', {})).body.id;

    const page = await call<Paginated<ImportacionFila>>(reader, 'GET', '/api/terra/importaciones/');
    expect(page.status).toBe(200);
    const nombre = importer.user.username;
    expect(page.body.results.map(({ creada: _creada, ...r }) => r)).toEqual([
      { id: abierta, archivo: null, usuario_username: nombre, estado: 'abierta', precios: null, productos: null },
      { id: deshecha, archivo: 'otra.csv', usuario_username: nombre, estado: 'deshecha', precios: 1, productos: 1 },
      { id: hecha, archivo: 'lista.csv', usuario_username: nombre, estado: 'confirmada', precios: 2, productos: 2 },
    ]);
    expect(page.body.results[0]!.creada).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect((await call<Paginated<ImportacionFila>>(reader, 'GET', '/api/terra/importaciones/?ordering=id')).body.results.map((r) => r.id)).toEqual([hecha, deshecha, abierta]);
    expect((await call<Paginated<ImportacionFila>>(reader, 'GET', '/api/terra/importaciones/?search=LISTA')).body.results.map((r) => r.id)).toEqual([hecha]);
    expect((await call<Paginated<ImportacionFila>>(reader, 'GET', `/api/terra/importaciones/?search=${nombre}`)).body.count).toBe(3);
    expect(await call(reader, 'GET', `/api/terra/importaciones/${hecha}/`)).toMatchObject({ status: 200, body: { id: hecha, estado: 'confirmada' } });
    expect(await call(reader, 'GET', '/api/terra/importaciones/999999/')).toMatchObject({ status: 404, body: { detail: 'La importación no existe.' } });
    const file = await call<string>(reader, 'GET', '/api/terra/importaciones/exportar/?ordering=id');
    expect(file.body.replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(';').filter((_, i) => i !== 1))).toEqual([
      ['Número', 'Archivo', 'Usuario', 'Estado', 'Precios registrados', 'Productos registrados'],
      [String(hecha), 'lista.csv', nombre, 'Confirmada', '2', '2'],
      [String(deshecha), 'otra.csv', nombre, 'Deshecha', '1', '1'],
      [String(abierta), '', nombre, 'Sin confirmar', '', ''],
    ]);
    // Importing is not reading the imports: the prices' view_ is.
    expect((await call(importer, 'GET', '/api/terra/importaciones/')).status).toBe(403);
  });
});
