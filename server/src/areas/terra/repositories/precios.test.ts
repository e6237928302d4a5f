import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrecioProducto } from '@gestion/contract/terra';
import { productos } from '../../../db/schema/index.js';
import { csvLine, csvStream, exportRequest } from '../../../lib/csv-export.js';
import { buildTestApp, type TestApp } from '../../../test-utils.js';
import { insertPrecio, insertProducto, seedCatalogo } from '../test-helpers.js';
import { pagePrecios, PRECIO_EXPORT } from './precios.js';

// The price list's file and its pages hold the same rows for the same search and order: the file
// reads its search's condition from the pages' own builder, whatever path that builder takes (ids
// of a few products, of distributors, of both, no match at all, a kept lookup gone stale).

let app: TestApp;
let cemento: number;

beforeAll(async () => {
  app = await buildTestApp();
  const cat = await seedCatalogo(app);
  const producto = (nombre_largo: string, kg: boolean) =>
    insertProducto(app, {
      nombre_largo,
      unidad_id: kg ? cat.unidades.KG : cat.unidades.LT,
      tipo_id: kg ? cat.tipos.Material : cat.tipos.Equipo,
      categoria_id: kg ? cat.categorias['Construcción'] : cat.categorias['Eléctrico'],
    });
  cemento = await producto('Cemento gris', true);
  const otros = [await producto('CEMENTO blanco', true), await producto('Cable eléctrico', false), await producto('Pintura 100% acrílica', false), await producto('Tubo_PVC', true)];
  const todos = [cemento, ...otros];
  const tiendas = [cat.distribuidores['Ferretería Ñoño'], cat.distribuidores['Bloques del Este']];
  for (const [i, producto_id] of todos.entries()) {
    for (const [j, distribuidor_id] of tiendas.entries()) {
      if ((i + j) % 3 === 2) continue;
      await insertPrecio(app, { producto_id, distribuidor_id, fecha: `2026-0${1 + ((i + 2 * j) % 9)}-1${j}`, valor: String(100 + ((i * 37 + j * 11) % 50)) });
    }
  }
});
afterAll(async () => app?.close());

/** The file's lines after its header, read whole. */
async function fileLines(search: string, ordering?: string): Promise<string[]> {
  const params = { search, ...(ordering ? { ordering } : {}) };
  const stream = await csvStream(app.db, PRECIO_EXPORT, exportRequest(params, PRECIO_EXPORT.list), () => undefined);
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text.split('\r\n').filter(Boolean).slice(1);
}

/** Every page's rows, as the file's lines. */
async function pageLines(search: string, ordering?: string): Promise<string[]> {
  const rows: PrecioProducto[] = [];
  for (let page = 1; ; page++) {
    const answer = await pagePrecios(app.db, { search, page: String(page), page_size: '2', ...(ordering ? { ordering } : {}) }).catch((err: unknown) => {
      if (page > 1 && (err as { statusCode?: number }).statusCode === 404) return null;
      throw err;
    });
    if (!answer) break;
    rows.push(...answer.results);
    if (rows.length >= answer.count) break;
  }
  return rows.map((row) => csvLine(PRECIO_EXPORT.csv.map((c) => c.value(row))).slice(0, -2));
}

describe('the price list: its file and its pages', () => {
  it('hold the same rows in the same order for every search and ordering', async () => {
    const searches = ['cemento', 'CÉMENTO ñoño', 'este', 'e', 'kilogramo bloques', '100%', '_', 'ferreteria cable', 'zzz', 'cemento zzz'];
    let nonEmpty = 0;
    for (const search of searches) {
      for (const ordering of [undefined, 'valor', '-fecha', 'distribuidor_nombre']) {
        const expected = await pageLines(search, ordering);
        if (expected.length > 0) nonEmpty++;
        expect(await fileLines(search, ordering), `${search} ${ordering ?? ''}`).toEqual(expected);
      }
    }
    // The comparison is not between two empty lists.
    expect(nonEmpty).toBeGreaterThan(20);
  });

  it('follow a renamed product alike, after the pages kept a lookup of the old name', async () => {
    const before = await pageLines('gris');
    expect(before.length).toBeGreaterThan(0);
    await app.db.update(productos).set({ nombre_largo: 'Cemento oscuro' }).where(eq(productos.id, cemento));
    // The file first: the lookup the pages kept names the old product.
    expect(await fileLines('gris')).toEqual([]);
    expect(await pageLines('gris')).toEqual([]);
    const renamed = await pageLines('oscuro');
    expect(renamed).toHaveLength(before.length);
    expect(await fileLines('oscuro')).toEqual(renamed);
  });
});
