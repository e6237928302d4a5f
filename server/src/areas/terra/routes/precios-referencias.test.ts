import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distribuidores, preciosProductos, productos } from '../../../db/schema/index.js';
import { buildTestApp, createUser, request, TEST_DATABASE_URL, type TestApp } from '../../../test-utils.js';
import { countPrecios, insertPrecio, insertProducto, seedCatalogo, type Catalogo } from '../test-helpers.js';

// A price's product and distributor are checked per statement (migration 0022) instead of by
// foreign keys: the guarantees of the foreign keys, each proved here, for any writer.

let app: TestApp;
let cat: Catalogo;
let producto: number;

/** PostgreSQL's error code, through drizzle's wrapping. */
function codeOf(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
const failure = (write: Promise<unknown>) =>
  write.then(
    () => 'written',
    (err: unknown) => codeOf(err) ?? String(err),
  );
const FK_VIOLATION = '23503';

beforeAll(async () => {
  app = await buildTestApp();
  cat = await seedCatalogo(app);
  producto = await insertProducto(app, { nombre_largo: 'Cemento', unidad_id: cat.unidades.KG, tipo_id: cat.tipos.Material, categoria_id: cat.categorias['Construcción'] });
}, 120_000);
afterAll(async () => app?.close());

const dist = () => cat.distribuidores['Bloques del Este'];

describe('precios_productos references (checked per statement)', () => {
  it('refuses a price naming no product or no distributor, whole statement, as the foreign keys did', async () => {
    const before = await countPrecios(app);
    const rows = (producto_id: number, distribuidor_id: number) => [
      { producto_id: producto, distribuidor_id: dist(), fecha: '2026-01-01', valor: '1' },
      { producto_id, distribuidor_id, fecha: '2026-01-02', valor: '1' },
    ];
    expect(await failure(app.db.insert(preciosProductos).values(rows(2_000_000_000, dist())))).toBe(FK_VIOLATION);
    expect(await failure(app.db.insert(preciosProductos).values(rows(producto, 2_000_000_000)))).toBe(FK_VIOLATION);
    expect(await countPrecios(app)).toBe(before);
    expect(await failure(app.db.insert(preciosProductos).values(rows(producto, dist())))).toBe('written');
    expect(await countPrecios(app)).toBe(before + 2);
  });

  it('refuses an update to a product or distributor that does not exist; a rename of names passes', async () => {
    const id = await insertPrecio(app, { producto_id: producto, distribuidor_id: dist(), fecha: '2026-02-01', valor: '2' });
    expect(await failure(app.db.update(preciosProductos).set({ producto_id: 2_000_000_000 }).where(eq(preciosProductos.id, id)))).toBe(FK_VIOLATION);
    expect(await failure(app.db.update(preciosProductos).set({ distribuidor_id: 2_000_000_000 }).where(eq(preciosProductos.id, id)))).toBe(FK_VIOLATION);
    expect(await failure(app.db.update(preciosProductos).set({ distribuidor_id: cat.distribuidores['Ferretería Ñoño'] }).where(eq(preciosProductos.id, id)))).toBe('written');
    // a rename rewrites the copied names of every price (migration 0009): no reference changes
    expect(await failure(app.db.update(distribuidores).set({ nombre: 'Ferretería Ñoño SA' }).where(eq(distribuidores.id, cat.distribuidores['Ferretería Ñoño'])))).toBe('written');
  });

  it('refuses deleting, renumbering or emptying a product or distributor that a price names', async () => {
    expect(await failure(app.db.delete(productos).where(eq(productos.id, producto)))).toBe(FK_VIOLATION);
    expect(await failure(app.db.delete(distribuidores).where(eq(distribuidores.id, dist())))).toBe(FK_VIOLATION);
    expect(await failure(app.db.update(productos).set({ id: 2_000_000_001 }).where(eq(productos.id, producto)))).toBe(FK_VIOLATION);
    expect(await failure(app.db.execute(sql`truncate productos`))).not.toBe('written');
    expect(await failure(app.db.execute(sql`truncate distribuidores`))).not.toBe('written');
    expect(await app.db.$count(productos, eq(productos.id, producto))).toBe(1);
    // one no price names goes
    const libre = await insertProducto(app, { nombre_largo: 'Sin precios', unidad_id: cat.unidades.KG, tipo_id: cat.tipos.Material, categoria_id: cat.categorias['Construcción'] });
    expect(await failure(app.db.update(productos).set({ nombre_largo: 'Sin precios aún' }).where(eq(productos.id, libre)))).toBe('written');
    expect(await failure(app.db.delete(productos).where(eq(productos.id, libre)))).toBe('written');
  });

  it('answers 400 through the API when a staged product is gone by the confirmation (nothing written)', async () => {
    const user = await createUser(app, { permissions: ['terra.add_precioproducto'] });
    const post = (url: string, payload: object) => request<{ id: number }>(app, { method: 'POST', url, headers: user.headers, payload });
    const gone = await insertProducto(app, { nombre_largo: 'Efímero', unidad_id: cat.unidades.LT, tipo_id: cat.tipos.Equipo, categoria_id: cat.categorias['Eléctrico'] });
    const { body } = await post('/api/terra/importaciones/', {});
    const precios_data = [producto, gone].map((producto_id) => ({ producto_id, distribuidor_id: dist(), fecha: '2026-03-01', precio: '5' }));
    expect((await post('/api/terra/precios-productos/importar/', { precios_data, importacion_id: body.id })).status).toBe(200);
    await app.db.delete(productos).where(eq(productos.id, gone));
    const before = await countPrecios(app);
    const confirmed = await post(`/api/terra/importaciones/${body.id}/confirmar/`, {});
    expect([confirmed.status, confirmed.body]).toEqual([400, { detail: 'Uno de los registros referidos no existe o está en uso.' }]);
    expect(await countPrecios(app)).toBe(before);
  });
});

// Two sessions at once (PostgreSQL: PGlite has one): the lock the check takes keeps a concurrent
// deletion from leaving a price without its product, in either order.
describe.skipIf(!TEST_DATABASE_URL)('precios_productos references under concurrency (PostgreSQL)', () => {
  let other: pg.Client;
  beforeAll(async () => {
    if (app.config.database.driver !== 'postgres') throw new Error('PostgreSQL only');
    other = new pg.Client({ connectionString: app.config.database.url });
    await other.connect();
  });
  afterAll(async () => other?.end());

  const nuevoProducto = (nombre: string) =>
    insertProducto(app, { nombre_largo: nombre, unidad_id: cat.unidades.KG, tipo_id: cat.tipos.Equipo, categoria_id: cat.categorias['Eléctrico'] });

  it('a deletion waits for an uncommitted price of the product, then is refused', async () => {
    const id = await nuevoProducto('Concurrente 1');
    let deletion: Promise<string> | undefined;
    await app.db.transaction(async (tx) => {
      await tx.insert(preciosProductos).values({ producto_id: id, distribuidor_id: dist(), fecha: '2026-04-01', valor: '1' });
      deletion = other.query('delete from productos where id = $1', [id]).then(
        () => 'deleted',
        (err: unknown) => codeOf(err) ?? String(err),
      );
      // the deletion is blocked by the price's lock until this commits
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(await deletion).toBe(FK_VIOLATION);
    expect(await app.db.$count(productos, eq(productos.id, id))).toBe(1);
  });

  it('a price waits for an uncommitted deletion of its product, then is refused', async () => {
    const id = await nuevoProducto('Concurrente 2');
    await other.query('begin');
    await other.query('delete from productos where id = $1', [id]);
    const insert = failure(app.db.insert(preciosProductos).values({ producto_id: id, distribuidor_id: dist(), fecha: '2026-04-02', valor: '1' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await other.query('commit');
    expect(await insert).toBe(FK_VIOLATION);
    expect(await app.db.$count(preciosProductos, eq(preciosProductos.producto_id, id))).toBe(0);
  });
});
