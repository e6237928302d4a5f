import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Paginated } from '@gestion/contract/errors';
import type { PrecioProducto } from '@gestion/contract/terra';
import { distribuidores, preciosProductos, productos, recursoTipos } from '../../../db/schema/index.js';
import { pagePrecios } from '../repositories/precios.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';
import { insertPrecio, insertProducto, seedCatalogo, type Catalogo } from '../test-helpers.js';

let app: TestApp;
let user: TestUser;
let cat: Catalogo;

beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app, { permissions: ['terra.view_precioproducto'] });
  cat = await seedCatalogo(app);
  const cemento = await insertProducto(app, {
    nombre_largo: 'Cemento gris',
    unidad_id: cat.unidades.KG,
    tipo_id: cat.tipos.Material,
    categoria_id: cat.categorias['Construcción'],
  });
  const cable = await insertProducto(app, {
    nombre_largo: 'Cable eléctrico',
    unidad_id: cat.unidades.LT,
    tipo_id: cat.tipos.Equipo,
    categoria_id: cat.categorias['Eléctrico'],
  });
  const ferre = cat.distribuidores['Ferretería Ñoño'];
  const bloques = cat.distribuidores['Bloques del Este'];
  await insertPrecio(app, { producto_id: cemento, distribuidor_id: ferre, fecha: '2026-01-02', valor: '350.5' });
  await insertPrecio(app, { producto_id: cemento, distribuidor_id: bloques, fecha: '2026-01-03', valor: '340' });
  await insertPrecio(app, { producto_id: cable, distribuidor_id: ferre, fecha: '2026-01-01', valor: '99.99' });
});
afterAll(async () => app?.close());

const list = async (query: string) => {
  const { status, body } = await request<Paginated<PrecioProducto>>(app, {
    method: 'GET',
    url: `/api/terra/precios-productos/${query}`,
    headers: user.headers,
  });
  expect(status).toBe(200);
  return body;
};

describe('GET /api/terra/precios-productos/{id}/', () => {
  it('answers one price as its row in the list; 404 for none; 403 without terra.view_precioproducto', async () => {
    const row = (await list('?search=cable')).results[0]!;
    const one = await request<PrecioProducto>(app, { method: 'GET', url: `/api/terra/precios-productos/${row.id}/`, headers: user.headers });
    expect([one.status, one.body]).toEqual([200, row]);
    const none = await request(app, { method: 'GET', url: '/api/terra/precios-productos/999999/', headers: user.headers });
    expect([none.status, none.body]).toEqual([404, { detail: 'No encontrado.' }]);
    const other = await createUser(app, { permissions: ['terra.add_precioproducto'] });
    expect((await request(app, { method: 'GET', url: `/api/terra/precios-productos/${row.id}/`, headers: other.headers })).status).toBe(403);
  });
});

describe('GET /api/terra/precios-productos/', () => {
  it('answers {count, results} with the flattened names, valor with two decimals, moneda DOP', async () => {
    const body = await list('');
    expect(body.count).toBe(3);
    expect(body.results.find((p) => p.valor === '350.50')).toEqual({
      id: expect.any(Number),
      producto_id: expect.any(Number),
      distribuidor_id: cat.distribuidores['Ferretería Ñoño'],
      producto_nombre: 'Cemento gris',
      unidad_nombre: 'Kilogramo',
      tipo_nombre: 'Material',
      categoria_nombre: 'Construcción',
      distribuidor_nombre: 'Ferretería Ñoño',
      fecha: '2026-01-02',
      valor: '350.50',
      moneda: 'DOP',
    });
    // Default -producto_nombre; the id tie-breaker follows the direction.
    expect(body.results.map((p) => [p.producto_nombre, p.valor])).toEqual([
      ['Cemento gris', '340.00'],
      ['Cemento gris', '350.50'],
      ['Cable eléctrico', '99.99'],
    ]);
    expect(body.results[0]!.id).toBeGreaterThan(body.results[1]!.id);
  });

  it('orders by every column, both directions', async () => {
    expect((await list('?ordering=valor')).results.map((p) => p.valor)).toEqual(['99.99', '340.00', '350.50']);
    expect((await list('?ordering=-valor')).results.map((p) => p.valor)).toEqual(['350.50', '340.00', '99.99']);
    expect((await list('?ordering=fecha')).results.map((p) => p.fecha)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    expect((await list('?ordering=distribuidor_nombre,-fecha')).results.map((p) => p.fecha)).toEqual(['2026-01-03', '2026-01-02', '2026-01-01']);
    for (const field of ['producto_nombre', 'unidad_nombre', 'tipo_nombre', 'categoria_nombre']) {
      const names = (await list(`?ordering=${field}`)).results.map((p) => p[field as keyof PrecioProducto]);
      expect(names).toEqual([...names].sort());
    }
    const bad = await request(app, { method: 'GET', url: '/api/terra/precios-productos/?ordering=search_text', headers: user.headers });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('ordering');
  });

  it('searches product, unit, type, category and distributor names, accent- and case-insensitively', async () => {
    const products = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}&ordering=valor`)).results.map((p) => p.valor);
    expect(await products('CEMENTO')).toEqual(['340.00', '350.50']);
    expect(await products('electrico')).toEqual(['99.99']);
    expect(await products('kilogramo')).toEqual(['340.00', '350.50']);
    expect(await products('equipo')).toEqual(['99.99']);
    expect(await products('nono')).toEqual(['99.99', '350.50']);
    expect(await products('cemento este')).toEqual(['340.00']);
    expect(await products('%')).toEqual([]);
    expect((await list('?search=cemento&page_size=1')).count).toBe(2);
  });

  it('a search of several terms: each in the product or the distributor, LIKE wildcards taken literally', async () => {
    const products = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}&ordering=valor`)).results.map((p) => p.valor);
    expect(await products('gris cemento kilogramo')).toEqual(['340.00', '350.50']);
    expect(await products('ñoño cemento')).toEqual(['350.50']);
    expect(await products('nono cable')).toEqual(['99.99']);
    // Found in products only, they narrow to no product in common.
    expect(await products('gris cable')).toEqual([]);
    // Found in distributors only: no distributor holds both.
    expect(await products('este nono')).toEqual([]);
    // 'o' is in every product and in both distributors; 'este' in one distributor only.
    expect(await products('o este')).toEqual(['340.00']);
    expect(await products('o')).toEqual(['99.99', '340.00', '350.50']);
    // A term is in one name, never across two ('gris kilogramo' is two names of one product).
    expect(await products('griskilogramo')).toEqual([]);
    // LIKE's wildcards in the checked terms are plain characters too.
    expect(await products('cemento %')).toEqual([]);
    expect(await products('cemento _')).toEqual([]);
    expect(await products('cemento gr_s')).toEqual([]);
    // The same rows as the unfiltered list, every field.
    const all = (await list('?ordering=valor')).results;
    expect((await list('?search=gris+este&ordering=valor')).results).toEqual(all.filter((p) => p.valor === '340.00'));
    expect(await list('?search=gris+nono&ordering=-fecha&page_size=1')).toEqual({ count: 1, results: all.filter((p) => p.valor === '350.50') });
  });

  it('a search expected to be broad (or found broader than expected) pages the same rows; its count is exact or flagged, the same on every page before the last', async () => {
    // exactCountCap 0: any estimate is over it. maxExactMatches 1: the exact path gives up.
    for (const limits of [{ exactCountCap: 0 }, { maxExactMatches: 1 }]) {
      for (const [search, ordering] of [
        ['cemento', 'valor'],
        ['cemento', '-fecha'],
        ['nono', '-producto_nombre'],
        ['', '-producto_nombre'],
      ] as const) {
        const what = `${JSON.stringify(limits)} ${search} ${ordering}`;
        const exact = await list(`?search=${search}&ordering=${ordering}`);
        const broad = await pagePrecios(app.db, { search, ordering }, limits);
        expect(broad, what).toEqual(exact);
        const first = await pagePrecios(app.db, { search, ordering, page_size: '1' }, limits);
        expect(first.results, what).toEqual(exact.results.slice(0, 1));
        if (!first.count_approximate) expect(first.count, what).toBe(exact.count);
        const second = await pagePrecios(app.db, { search, ordering, page: '2', page_size: '1' }, limits);
        expect(second.results, what).toEqual(exact.results.slice(1, 2));
        if (exact.count > 2) expect([second.count, second.count_approximate], what).toEqual([first.count, first.count_approximate]);
        else expect([second.count, second.count_approximate], what).toEqual([exact.count, undefined]);
      }
      await expect(pagePrecios(app.db, { search: 'cemento', page: '3', page_size: '1' }, limits)).rejects.toMatchObject({ statusCode: 404 });
      expect(await pagePrecios(app.db, { search: 'zzz-nada' }, limits)).toEqual({ count: 0, results: [] });
    }
    const past = await request(app, { method: 'GET', url: '/api/terra/precios-productos/?search=cemento&page=2', headers: user.headers });
    expect([past.status, past.body]).toEqual([404, { detail: 'Página inválida.' }]);
  });

  it('answers the same whether a term is looked up in products and distributors or checked on the price rows', async () => {
    const searches = ['cemento', 'CEMENTO este', 'nono cable', 'gris cable', 'este nono', 'o este', 'o', 'ñoño cemento', 'cemento %', 'kilogramo', 'zzz', 'cemento zzz'];
    for (const search of searches) {
      const byIds = await pagePrecios(app.db, { search, ordering: 'valor' });
      // maxTermIds 0: every term is common, checked on the rows against its kept ids, as a bitmap
      // (or, with maxBitmapBytes 0, as an array; with maxKeptIds 0 too, against its products'
      // and distributors' text); 1: 'o' (in everything) is common, the rest are looked up.
      const variants = [{ maxTermIds: 0 }, { maxTermIds: 0, maxBitmapBytes: 0 }, { maxTermIds: 0, maxKeptIds: 0 }, { maxTermIds: 1 }, { maxTermIds: 1, maxKeptIds: 1 }];
      for (const limits of variants) {
        expect(await pagePrecios(app.db, { search, ordering: 'valor' }, limits), `${search} ${JSON.stringify(limits)}`).toEqual(byIds);
        expect(await pagePrecios(app.db, { search, ordering: '-fecha', page_size: '2' }, limits), `${search} ${JSON.stringify(limits)}`).toEqual(
          await pagePrecios(app.db, { search, ordering: '-fecha', page_size: '2' }),
        );
      }
    }
  });

  it("reuses a search's planner estimate: paging or re-sorting it asks the planner once", async () => {
    const execute = vi.spyOn(app.db, 'execute');
    const isExplain = (query: unknown) =>
      (query as SQL).queryChunks.some((chunk) => ((chunk as { value?: unknown }).value as string[] | undefined)?.some?.((text) => String(text).startsWith('explain')));
    const explains = () => execute.mock.calls.filter(([query]) => isExplain(query)).length;
    try {
      const first = await pagePrecios(app.db, { search: 'ferreteria cable' });
      expect(explains()).toBe(1);
      expect(await pagePrecios(app.db, { search: 'ferreteria cable', ordering: 'valor' })).toEqual(first);
      expect(await pagePrecios(app.db, { search: 'ferreteria cable', page_size: '1' })).toEqual(first);
      expect(explains()).toBe(1);
      await pagePrecios(app.db, { search: 'ferreteria' });
      expect(explains()).toBe(2);
    } finally {
      execute.mockRestore();
    }
  });

  // Narrow: the kept ids are read through the prices' indexes. Broad (every term common, every
  // search expected broad): a walk of the order's index checks its rows against them.
  it.each([
    ['narrow', {}],
    ['broad', { maxTermIds: 0, exactCountCap: 0 }],
  ] as const)("keeps a %s search's lookup while products and distributors are unchanged, and looks again once they change", async (_kind, limits) => {
    const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    /** The search's page and how many statements it took. */
    const search = async (text: string) => {
      const before = query.mock.calls.length;
      const page = await pagePrecios(app.db, { search: text, ordering: 'valor' }, limits);
      return { valores: page.results.map((p) => p.valor), count: page.count, statements: query.mock.calls.length - before };
    };
    const nuevos: { productos: number[]; distribuidores: number[] } = { productos: [], distribuidores: [] };
    try {
      await search('cemento');
      expect(await search('cemento')).toEqual({ valores: ['340.00', '350.50'], count: 2, statements: 1 });
      // A new product holding the term: the kept ids are stale, the page says so.
      const blanco = await insertProducto(app, { nombre_largo: 'Cemento blanco', unidad_id: cat.unidades.KG, tipo_id: cat.tipos.Material, categoria_id: cat.categorias['Construcción'] });
      nuevos.productos.push(blanco);
      await insertPrecio(app, { producto_id: blanco, distribuidor_id: cat.distribuidores['Ferretería Ñoño'], fecha: '2026-02-01', valor: '410' });
      expect((await search('cemento')).valores).toEqual(['340.00', '350.50', '410.00']);
      expect((await search('cemento')).statements).toBe(1);
      // A distributor renamed: out of one term's prices, into another's.
      const [zeta] = await app.db.insert(distribuidores).values({ nombre: 'Distribuidora Zeta' }).returning({ id: distribuidores.id });
      nuevos.distribuidores.push(zeta!.id);
      await insertPrecio(app, { producto_id: blanco, distribuidor_id: zeta!.id, fecha: '2026-02-02', valor: '420' });
      expect((await search('zeta')).valores).toEqual(['420.00']);
      expect((await search('yota')).count).toBe(0);
      await app.db.update(distribuidores).set({ nombre: 'Distribuidora Yota' }).where(eq(distribuidores.id, zeta!.id));
      expect((await search('zeta')).count).toBe(0);
      expect((await search('yota')).valores).toEqual(['420.00']);
      // A product renamed out of a term.
      await app.db.update(productos).set({ nombre_largo: 'Mortero blanco' }).where(eq(productos.id, blanco));
      expect((await search('cemento')).valores).toEqual(['340.00', '350.50']);
      expect((await search('blanco')).count).toBe(2);
    } finally {
      query.mockRestore();
      await app.db.delete(preciosProductos).where(inArray(preciosProductos.producto_id, nuevos.productos));
      await app.db.delete(productos).where(inArray(productos.id, nuevos.productos));
      await app.db.delete(distribuidores).where(inArray(distribuidores.id, nuevos.distribuidores));
    }
  });

  it('keeps the copied names current when a name changes at its source', async () => {
    await app.db.update(distribuidores).set({ nombre: 'Bloques del Oeste' }).where(eq(distribuidores.id, cat.distribuidores['Bloques del Este']));
    await app.db.update(recursoTipos).set({ nombre: 'Materiales' }).where(eq(recursoTipos.id, cat.tipos.Material));
    const body = await list('?search=oeste');
    expect(body.results.map((p) => [p.distribuidor_nombre, p.tipo_nombre])).toEqual([['Bloques del Oeste', 'Materiales']]);
    expect((await list('')).results.map((p) => p.distribuidor_nombre)).not.toContain('Bloques del Este');
    // The products' searched text follows its unit's, type's and category's names too.
    expect((await list('?search=materiales')).count).toBe(2);
  });

  it("searches a product's current text, whoever writes it", async () => {
    const [cable] = await app.db.select().from(productos).where(eq(productos.nombre_largo, 'Cable eléctrico'));
    await app.db.update(productos).set({ nombre_largo: 'Alambre de cobre' }).where(eq(productos.id, cable!.id));
    expect((await list('?search=cobre')).count).toBe(1);
    expect((await list('?search=cable')).count).toBe(0);
    // A direct write of the text is recomputed from the names.
    await app.db.update(productos).set({ search_text: 'otra cosa' }).where(eq(productos.id, cable!.id));
    expect((await list('?search=cosa')).count).toBe(0);
    expect((await list('?search=cobre')).count).toBe(1);
    await app.db.update(productos).set({ nombre_largo: 'Cable eléctrico' }).where(eq(productos.id, cable!.id));
  });

  it('pages: 404 past the end; 401 without a token, 403 without the permission', async () => {
    expect((await list('?page=2&page_size=2')).results).toHaveLength(1);
    const past = await request(app, { method: 'GET', url: '/api/terra/precios-productos/?page=3&page_size=2', headers: user.headers });
    expect([past.status, past.body]).toEqual([404, { detail: 'Página inválida.' }]);
    expect((await request(app, { method: 'GET', url: '/api/terra/precios-productos/' })).status).toBe(401);
    const nobody = await createUser(app, { permissions: ['terra.view_producto'] });
    expect((await request(app, { method: 'GET', url: '/api/terra/precios-productos/', headers: nobody.headers })).status).toBe(403);
  });
});
