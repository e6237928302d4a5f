import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportacionAbierta, ImportSummary } from '@gestion/contract/terra';
import { importaciones, importacionesLotes, productos as productosTable } from '../../../db/schema/index.js';
import { MAX_FILAS_POR_IMPORTACION } from '../repositories/importaciones-staging.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';
import { countPrecios, insertProducto, seedCatalogo, type Catalogo } from '../test-helpers.js';

let app: TestApp;
let owner: TestUser;
let other: TestUser;
let cat: Catalogo;
let productos: number[];

const PERMS = ['terra.add_precioproducto'] as const;

beforeAll(async () => {
  // Each case opens imports of its own and leaves some open: the per-user bound is importaciones-abiertas.test.ts's.
  app = await buildTestApp({ importacionesMaxPorUsuario: 50 });
  owner = await createUser(app, { permissions: PERMS });
  other = await createUser(app, { permissions: PERMS });
  cat = await seedCatalogo(app);
  productos = [];
  for (const nombre of ['Cemento', 'Arena', 'Grava', 'Varilla', 'Bloque']) {
    productos.push(await insertProducto(app, { nombre_largo: nombre, unidad_id: cat.unidades.KG, tipo_id: cat.tipos.Material, categoria_id: cat.categorias['Construcción'] }));
  }
});
afterAll(async () => app?.close());

const post = <T>(url: string, payload: unknown = {}, who = owner) => request<T>(app, { method: 'POST', url, headers: who.headers, payload: payload as object });
const abrir = async (who = owner) => (await post<ImportacionAbierta>('/api/terra/importaciones/', {}, who)).body.id;
const precio = (i: number, fecha = '2026-01-15', precio: number | string = 10 + i) => ({
  producto_id: productos[i % productos.length]!,
  distribuidor_id: cat.distribuidores['Bloques del Este'],
  fecha,
  precio,
});
const preparar = (id: number, items: unknown[], who = owner) =>
  post<ImportSummary>('/api/terra/precios-productos/importar/', { precios_data: items, importacion_id: id }, who);
const confirmar = (id: number, who = owner) => post<ImportSummary>(`/api/terra/importaciones/${id}/confirmar/`, {}, who);
const staged = async (id: number) => {
  const [row] = await app.db
    .select({ n: sql<number>`coalesce(sum(cardinality(${importacionesLotes.producto_ids})), 0)::int` })
    .from(importacionesLotes)
    .where(sql`${importacionesLotes.importacion_id} = ${id}`);
  return row!.n;
};
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('chunked imports', () => {
  it('stages batches without inserting, then inserts them all at confirmation', async () => {
    const id = await abrir();
    const before = await countPrecios(app);
    const first = await preparar(id, [precio(0, '2026-02-01'), precio(1, '2026-02-01')]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ preciosRegistrados: 0, preparados: 2 });
    const second = await preparar(id, [precio(2, '2026-02-01'), precio(3, '2026-02-01', '7.5')]);
    expect(second.body.preparados).toBe(4);
    expect(await countPrecios(app)).toBe(before);

    const done = await confirmar(id);
    expect([done.status, done.body]).toEqual([200, { productosRegistrados: 4, preciosRegistrados: 4, detalles: ['Se registraron 4 precios.'], error: null, importacion_id: id }]);
    expect(await countPrecios(app)).toBe(before + 4);
    expect(await staged(id)).toBe(0);
    // the names the list shows are those the per-row trigger copies on other inserts
    const names = rowsOf<{ producto_nombre: string; unidad_nombre: string; tipo_nombre: string; categoria_nombre: string; distribuidor_nombre: string }>(
      await app.db.execute(sql`select producto_nombre, unidad_nombre, tipo_nombre, categoria_nombre, distribuidor_nombre
        from precios_productos where producto_id = ${productos[3]!} and fecha = '2026-02-01'`),
    );
    expect(names).toEqual([
      {
        producto_nombre: 'Varilla',
        unidad_nombre: 'Kilogramo',
        tipo_nombre: 'Material',
        categoria_nombre: 'Construcción',
        distribuidor_nombre: 'Bloques del Este',
      },
    ]);
  });

  it('an ordinary insert still gets its names from the trigger', async () => {
    await app.db.execute(sql`insert into precios_productos (producto_id, distribuidor_id, fecha, valor)
      values (${productos[4]!}, ${cat.distribuidores['Ferretería Ñoño']}, '2026-02-02', 5)`);
    const [row] = rowsOf<{ producto_nombre: string; distribuidor_nombre: string }>(
      await app.db.execute(sql`select producto_nombre, distribuidor_nombre from precios_productos where producto_id = ${productos[4]!} and fecha = '2026-02-02'`),
    );
    expect(row).toEqual({ producto_nombre: 'Bloque', distribuidor_nombre: 'Ferretería Ñoño' });
  });

  it('fails whole when a staged product is gone by the confirmation', async () => {
    const gone = await insertProducto(app, { nombre_largo: 'Efímero', unidad_id: cat.unidades.KG, tipo_id: cat.tipos.Material, categoria_id: cat.categorias['Construcción'] });
    const id = await abrir();
    await preparar(id, [precio(0, '2026-08-01'), { ...precio(1, '2026-08-01'), producto_id: gone }]);
    await app.db.delete(productosTable).where(sql`${productosTable.id} = ${gone}`);
    const before = await countPrecios(app);
    expect((await confirmar(id)).status).not.toBe(200);
    expect(await countPrecios(app)).toBe(before);
    expect(await staged(id)).toBe(2);
  });

  it(`refuses, staging nothing, the batch that would take an import past ${MAX_FILAS_POR_IMPORTACION} prices`, async () => {
    const id = await abrir();
    // an import already one price short of the cap (written directly: 40 requests would be slow)
    const n = MAX_FILAS_POR_IMPORTACION - 1;
    await app.db.execute(sql`insert into importaciones_lotes (importacion_id, filas, producto_ids, distribuidor_ids, fechas, valores)
      values (${id}, ${n}, array_fill(${productos[0]!}::int, array[${n}::int]), array_fill(${cat.distribuidores['Bloques del Este']}::int, array[${n}::int]),
              array_fill('2026-09-01'::date, array[${n}::int]), array_fill(1::numeric(14,2), array[${n}::int]))`);
    const over = await preparar(id, [precio(1, '2026-09-02'), precio(2, '2026-09-02')]);
    expect([over.status, over.body]).toEqual([400, { detail: 'Una importación admite como máximo 200.000 precios en total; este lote la excedería y no se preparó.' }]);
    expect(await staged(id)).toBe(n);
    const last = await preparar(id, [precio(1, '2026-09-02')]);
    expect([last.status, last.body.preparados]).toEqual([200, MAX_FILAS_POR_IMPORTACION]);
  });

  it('skips duplicates inside the file and against the table; a repeated confirmation inserts nothing', async () => {
    const id = await abrir();
    const before = await countPrecios(app);
    // a retried batch (the same rows twice) and a price already in the table (previous test)
    await preparar(id, [precio(0, '2026-03-01', 1), precio(1, '2026-03-01')]);
    await preparar(id, [precio(0, '2026-03-01', 2), precio(1, '2026-03-01'), precio(0, '2026-02-01')]);
    const done = await confirmar(id);
    expect(done.body).toMatchObject({ preciosRegistrados: 2, detalles: ['Se registraron 2 precios.', 'Se omitieron 3 precios que ya existían (mismo producto, distribuidor y fecha).'] });
    expect(await countPrecios(app)).toBe(before + 2);
    const again = await confirmar(id);
    expect([again.status, again.body]).toEqual([200, done.body]);
    expect(await countPrecios(app)).toBe(before + 2);
    // the first row staged wins
    const [row] = await app.db.execute<{ valor: string }>(
      sql`select valor from precios_productos where producto_id = ${productos[0]!} and fecha = '2026-03-01'`,
    ).then((r) => (r as unknown as { rows: { valor: string }[] }).rows);
    expect(row!.valor).toBe('1.00');
    // staging into a confirmed import is refused
    expect(await preparar(id, [precio(4, '2026-03-09')])).toMatchObject({ status: 400, body: { detail: 'La importación ya fue confirmada.' } });
  });

  it('is atomic: a failure while moving the rows leaves no price and keeps the staging', async () => {
    const id = await abrir();
    await preparar(id, Array.from({ length: 40 }, (_, i) => precio(i, `2026-04-${String(1 + (i % 28)).padStart(2, '0')}`, i === 25 ? '666.66' : 10)));
    const before = await countPrecios(app);
    // A failure in the middle of the insert (row 26 of 40), as a broken disk or a killed backend would cause.
    await app.db.execute(sql`create function falla_666() returns trigger language plpgsql as $$
      begin if new.valor = 666.66 then raise exception 'falla simulada'; end if; return new; end $$`);
    await app.db.execute(sql`create trigger falla_666 before insert on precios_productos for each row execute function falla_666()`);
    try {
      const failed = await confirmar(id);
      expect(failed.status).toBe(500);
    } finally {
      await app.db.execute(sql`drop trigger falla_666 on precios_productos`);
      await app.db.execute(sql`drop function falla_666()`);
    }
    expect(await countPrecios(app)).toBe(before);
    expect(await staged(id)).toBe(40);
    const [row] = await app.db.select({ confirmada: importaciones.confirmada_at }).from(importaciones).where(sql`${importaciones.id} = ${id}`);
    expect(row!.confirmada).toBeNull();
    // once the cause is gone, the same import goes through whole
    expect((await confirmar(id)).body.preciosRegistrados).toBe(40);
    expect(await countPrecios(app)).toBe(before + 40);
  });

  it('checks every staged value and stages nothing from a bad batch', async () => {
    const id = await abrir();
    const bad = await preparar(id, [precio(0), { ...precio(1), precio: 'abc' }, { ...precio(2), fecha: '2026-02-30' }, { ...precio(3), distribuidor_id: 999999 }, { ...precio(4), precio: -1 }]);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      precios_data: [
        {},
        { precio: ['Se requiere un número válido.'] },
        { fecha: ['La fecha tiene un formato incorrecto. Use uno de los siguientes formatos en su lugar: YYYY-MM-DD.'] },
        {},
        { precio: ['Asegúrese de que este valor sea mayor o igual a 0.'] },
      ],
    });
    const unknown = await preparar(id, [precio(0), { ...precio(3), distribuidor_id: 999999 }]);
    expect([unknown.status, unknown.body]).toEqual([400, { precios_data: [{}, { distribuidor_id: ['Clave primaria "999999" inválida - objeto no existe.'] }] }]);
    expect(await staged(id)).toBe(0);
    expect((await post('/api/terra/precios-productos/importar/', { precios_data: [], importacion_id: 'x' })).status).toBe(400);
  });

  it('lets only the owner stage, confirm or discard; unknown and expired imports are 404', async () => {
    const id = await abrir();
    await preparar(id, [precio(0, '2026-05-01')]);
    const ajena = { detail: 'Solo quien abrió la importación puede añadirle filas o confirmarla.' };
    expect(await preparar(id, [precio(1, '2026-05-01')], other)).toMatchObject({ status: 403, body: ajena });
    expect(await confirmar(id, other)).toMatchObject({ status: 403, body: ajena });
    expect((await request(app, { method: 'DELETE', url: `/api/terra/importaciones/${id}/`, headers: other.headers })).status).toBe(403);
    expect(await staged(id)).toBe(1);

    expect(await confirmar(999999)).toMatchObject({ status: 404, body: { detail: 'La importación no existe o expiró.' } });
    await app.db.update(importaciones).set({ expires_at: sql`now() - interval '1 minute'` }).where(sql`${importaciones.id} = ${id}`);
    expect((await confirmar(id)).status).toBe(404);
    expect((await preparar(id, [precio(1)])).status).toBe(404);
    // opening another import purges the abandoned one and its rows
    await abrir(other);
    expect(await app.db.$count(importaciones, sql`${importaciones.id} = ${id}`)).toBe(0);
    expect(await staged(id)).toBe(0);
  });

  it('discards an unconfirmed import', async () => {
    const id = await abrir();
    await preparar(id, [precio(0, '2026-06-01')]);
    expect((await request(app, { method: 'DELETE', url: `/api/terra/importaciones/${id}/`, headers: owner.headers })).status).toBe(204);
    expect(await staged(id)).toBe(0);
    expect((await confirmar(id)).status).toBe(404);
  });

  it('productos/importar takes the products of a large file at once (PGlite aborted on a 1,000-row lookup)', async () => {
    const productos_data = Array.from({ length: 1200 }, (_, i) => ({
      nombre_largo: `Producto número ${i}`,
      unidad_medida_id: cat.unidades.LT,
      tipo_id: cat.tipos.Equipo,
      categoria_id: cat.categorias['Eléctrico'],
    }));
    const res = await post<{ productos: unknown[] }>('/api/terra/productos/importar/', { productos_data }, await createUser(app, { permissions: ['terra.add_producto'] }));
    expect([res.status, res.body.productos?.length]).toEqual([200, 1200]);
  }, 120_000);

  it('without importacion_id keeps the plain import (spec contract)', async () => {
    const before = await countPrecios(app);
    const plain = await post<ImportSummary>('/api/terra/precios-productos/importar/', { precios_data: [precio(0, '2026-07-01')], importacion_id: null });
    expect(plain.body).toEqual({ productosRegistrados: 1, preciosRegistrados: 1, detalles: ['Se registró 1 precio.'], error: null, importacion_id: expect.any(Number) });
    expect(await countPrecios(app)).toBe(before + 1);
  });
});
