// An import undone as one unit (POST /api/terra/importaciones/{id}/deshacer/, terra.delete_precioproducto):
// its prices go, and the products they named that are left with no price; nothing else.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportacionDeshecha, ImportSummary } from '@gestion/contract/terra';
import { historial, preciosProductos, productos } from '../../../db/schema/index.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';
import { countPrecios, countProductos, insertPrecio, insertProducto, seedCatalogo, type Catalogo } from '../test-helpers.js';

let app: TestApp;
let importer: TestUser;
let undoer: TestUser;
let cat: Catalogo;

beforeAll(async () => {
  app = await buildTestApp();
  importer = await createUser(app, { permissions: ['terra.add_precioproducto', 'terra.import_precioproducto'] });
  undoer = await createUser(app, { permissions: ['terra.view_precioproducto', 'terra.delete_precioproducto'] });
  cat = await seedCatalogo(app);
});
afterAll(async () => app?.close());

const post = <T>(url: string, payload: unknown, who: TestUser) => request<T>(app, { method: 'POST', url, headers: who.headers, payload: payload as object });
const deshacer = (id: number, who = undoer) => post<ImportacionDeshecha & { detail: string }>(`/api/terra/importaciones/${id}/deshacer/`, {}, who);
const simple = async (descripciones: string[]) => {
  const datos = descripciones.map((descripcion, i) => ({ descripcion, tipo: 'Material', categoria: 'Construcción', unidad: 'KG', precio: `${10 + i}.50` }));
  const res = await post<ImportSummary>('/api/terra/importar-precios/', { archivo: 'deshacer.csv', datos }, importer);
  expect(res.status).toBe(200);
  return res.body;
};

describe('undoing an import', () => {
  it('removes its prices and the products it left without a price, in one go, with its history entry', async () => {
    const [precios0, productos0] = [await countPrecios(app), await countProductos(app)];
    // A product the import also prices, which has a price of its own before: it stays.
    const previo = await insertProducto(app, { nombre_largo: 'Cemento previo', unidad_id: cat.unidades.KG, tipo_id: cat.tipos.Material, categoria_id: cat.categorias['Construcción'] });
    await insertPrecio(app, { producto_id: previo, distribuidor_id: cat.distribuidores['Bloques del Este'], fecha: '2026-01-01', valor: '1.00' });
    const resumen = await simple(['Cemento previo', 'Arena nueva', 'Grava nueva']);
    expect(resumen).toMatchObject({ preciosRegistrados: 3, productosRegistrados: 2, importacion_id: expect.any(Number) });
    expect(await countPrecios(app)).toBe(precios0 + 4);

    const res = await deshacer(resumen.importacion_id!);
    expect([res.status, res.body]).toEqual([200, { detail: 'Importación deshecha: se eliminaron 3 precios y 2 productos.', precios: 3, productos: 2 }]);
    expect(await countPrecios(app)).toBe(precios0 + 1);
    expect(await countProductos(app)).toBe(productos0 + 1);
    const [entry] = await app.db
      .select({ accion: historial.accion, detalle: historial.detalle, usuario: historial.usuario_username })
      .from(historial)
      .where(and(eq(historial.objeto_tipo, 'terra.importacion'), eq(historial.objeto_id, String(resumen.importacion_id))))
      .orderBy(desc(historial.id))
      .limit(1);
    expect(entry).toEqual({ accion: 'deshacer', usuario: undoer.user.username, detalle: { archivo: 'deshacer.csv', preciosEliminados: 3, productosEliminados: 2 } });
    // Once: a second undo is refused and removes nothing.
    const again = await deshacer(resumen.importacion_id!);
    expect([again.status, again.body]).toEqual([400, { detail: 'La importación ya fue deshecha.' }]);
  });

  it('leaves what is not its own: prices of other imports, prices added since, a price corrected since is still its own', async () => {
    const a = await simple(['Bloque A']);
    const b = await simple(['Bloque B']);
    const [deA] = await app.db.select({ id: preciosProductos.id }).from(preciosProductos).where(eq(preciosProductos.importacion_id, a.importacion_id!));
    await app.db.update(preciosProductos).set({ valor: '99.00' }).where(eq(preciosProductos.id, deA!.id));
    const [bloqueA] = await app.db.select({ id: productos.id }).from(productos).where(eq(productos.nombre_largo, 'Bloque A'));
    // A price added by hand to A's product after the import: the product stays for it.
    await insertPrecio(app, { producto_id: bloqueA!.id, distribuidor_id: cat.distribuidores['Ferretería Ñoño'], fecha: '2026-05-05', valor: '3.00' });
    const res = await deshacer(a.importacion_id!);
    expect(res.body).toMatchObject({ precios: 1, productos: 0 });
    expect(await app.db.$count(preciosProductos, eq(preciosProductos.importacion_id, b.importacion_id!))).toBe(1);
    expect(await app.db.$count(preciosProductos, eq(preciosProductos.producto_id, bloqueA!.id))).toBe(1);
  });

  it('undoes a chunked import confirmed, and refuses one not confirmed', async () => {
    const producto = await insertProducto(app, { nombre_largo: 'Por partes', unidad_id: cat.unidades.LT, tipo_id: cat.tipos.Equipo, categoria_id: cat.categorias['Eléctrico'] });
    const { body: abierta } = await post<{ id: number }>('/api/terra/importaciones/', { archivo: 'grande.csv' }, importer);
    const precios_data = ['2026-06-01', '2026-06-02'].map((fecha) => ({ producto_id: producto, distribuidor_id: cat.distribuidores['Bloques del Este'], fecha, precio: 5 }));
    expect((await post('/api/terra/precios-productos/importar/', { precios_data, importacion_id: abierta.id }, importer)).status).toBe(200);
    expect((await deshacer(abierta.id)).body).toEqual({ detail: 'La importación no se confirmó: no registró precios que deshacer (descártala).' });
    expect((await post(`/api/terra/importaciones/${abierta.id}/confirmar/`, { archivo: 'grande.csv' }, importer)).status).toBe(200);
    const res = await deshacer(abierta.id);
    expect(res.body).toMatchObject({ precios: 2, productos: 1 });
  });

  it('an import made in one request is recorded with its summary: a confirmation asked of it answers the same', async () => {
    const resumen = await simple(['Una sola petición']);
    const again = await post<ImportSummary>(`/api/terra/importaciones/${resumen.importacion_id}/confirmar/`, {}, importer);
    expect([again.status, again.body]).toEqual([200, resumen]);
    expect(await countPrecios(app)).toBeGreaterThan(0);
  });

  it('is 403 without terra.delete_precioproducto (the importer included), 404 for none', async () => {
    const resumen = await simple(['Sin permiso']);
    expect((await deshacer(resumen.importacion_id!, importer)).status).toBe(403);
    expect((await deshacer(999999)).status).toBe(404);
  });
});
