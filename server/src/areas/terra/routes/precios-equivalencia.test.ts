import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '@gestion/contract/errors';
import type { ImportacionAbierta, PrecioProducto, PrecioProductoOrdenable } from '@gestion/contract/terra';
import { distribuidores, preciosProductos, productos, recursoCategorias, recursoTipos, unidadesMedida } from '../../../db/schema/index.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

// The price list's answers, whatever the storage and search behind them: a few thousand varied
// prices (accents, case, LIKE wildcards in names; written row by row, through the chunked import
// and renamed afterwards), every search × ordering × page of GET /api/terra/precios-productos/,
// each compared with a reference computed here in JavaScript from the same names. Names differ
// first in an ASCII prefix ('P07 …'), so bytewise (PGlite) and any locale order agree on them.

let app: TestApp;
let viewer: TestUser;

interface Ref extends PrecioProducto {
  /** what the list searches: every name of the price, normalised as the server normalises */
  texto: string;
}
let reference: Ref[] = [];

const UNIDADES = [['U1 Kilogramo', 'KG'], ['U2 Saco Ñandú', 'SÑ'], ['U3 LITRO', 'LT']] as const;
const TIPOS = ['T1 Material', 'T2 EQUIPO eléctrico', 'T3 Herramienta_manual'];
const CATEGORIAS = ['C1 Construcción', 'C2 Eléctrico', 'C3 Pinturas 100%'];
const DISTRIBUIDORES = ['D1 Ferretería Ñoño Comercial', 'D2 Bloques del Este Comercial', 'D3 COMERCIAL Norte', 'D4 Almacén Cemento Sur Comercial', 'D5 Comercial Ñandú'];
const BASES = ['Cemento gris', 'CEMENTO blanco', 'Cémento fino', 'Varilla corrugada', 'Pintura 100% acrílica', 'Cable eléctrico', 'Tubo_PVC', 'Bloque de hormigón', 'Arena lavada', 'Clavo de acero'];
const PRODUCTOS = Array.from({ length: 40 }, (_, i) => ({
  nombre: `P${String(i + 1).padStart(2, '0')} ${BASES[i % BASES.length]}${i % 3 === 0 ? ' Ñandú' : i % 3 === 1 ? ' NORTE' : ''}`,
  unidad: i % UNIDADES.length,
  tipo: i % TIPOS.length,
  categoria: (i * 7) % CATEGORIAS.length,
}));
const FECHAS = Array.from({ length: 14 }, (_, i) => `2026-0${1 + (i % 9)}-${String(1 + ((i * 5) % 28)).padStart(2, '0')}`);

/** lower(immutable_unaccent(text)) for the letters used here. */
const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const ORDENABLES: PrecioProductoOrdenable[] = ['producto_nombre', 'unidad_nombre', 'tipo_nombre', 'categoria_nombre', 'distribuidor_nombre', 'fecha', 'valor'];

function compareKey(a: Ref, b: Ref, key: PrecioProductoOrdenable): number {
  if (key === 'valor') return Number(a.valor) - Number(b.valor);
  const x = a[key];
  const y = b[key];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The list's order: each key in its direction, then id in the direction of the last key. */
function sortReference(rows: Ref[], ordering: string): Ref[] {
  const keys = ordering.split(',').map((k) => (k.startsWith('-') ? { key: k.slice(1) as PrecioProductoOrdenable, dir: -1 } : { key: k as PrecioProductoOrdenable, dir: 1 }));
  const last = keys.at(-1)!.dir;
  return [...rows].sort((a, b) => {
    for (const { key, dir } of keys) {
      const c = compareKey(a, b, key);
      if (c !== 0) return c * dir;
    }
    return (a.id - b.id) * last;
  });
}

function searchReference(rows: Ref[], search: string): Ref[] {
  const terms = [...new Set(search.split(/[\s,]+/).filter(Boolean))].map(fold);
  return rows.filter((r) => terms.every((t) => r.texto.includes(t)));
}

beforeAll(async () => {
  app = await buildTestApp();
  viewer = await createUser(app, { permissions: ['terra.view_precioproducto'] });
  const importer = await createUser(app, { permissions: ['terra.add_precioproducto'] });
  const uIds = await app.db.insert(unidadesMedida).values(UNIDADES.map(([nombre, abreviatura]) => ({ nombre, abreviatura }))).returning({ id: unidadesMedida.id });
  const tIds = await app.db.insert(recursoTipos).values(TIPOS.map((nombre) => ({ nombre }))).returning({ id: recursoTipos.id });
  const cIds = await app.db.insert(recursoCategorias).values(CATEGORIAS.map((nombre) => ({ nombre }))).returning({ id: recursoCategorias.id });
  const dIds = await app.db.insert(distribuidores).values(DISTRIBUIDORES.map((nombre) => ({ nombre }))).returning({ id: distribuidores.id });
  const pIds = await app.db
    .insert(productos)
    .values(PRODUCTOS.map((p) => ({ nombre_largo: p.nombre, unidad_id: uIds[p.unidad]!.id, tipo_id: tIds[p.tipo]!.id, categoria_id: cIds[p.categoria]!.id })))
    .returning({ id: productos.id });

  // 40 products × 5 distributors × 14 dates = 2,800 prices; values repeat (ties broken by id).
  const all: { producto: number; distribuidor: number; fecha: string; valor: string }[] = [];
  let n = 0;
  for (let f = 0; f < FECHAS.length; f++)
    for (let p = 0; p < PRODUCTOS.length; p++)
      for (let d = 0; d < DISTRIBUIDORES.length; d++) all.push({ producto: p, distribuidor: d, fecha: FECHAS[f]!, valor: `${(n++ * 37) % 60}.${n % 2 ? '50' : '05'}` });
  // The first half written row by row (the names copied by the insert trigger), the rest through
  // the chunked import (the names joined by its confirmation).
  const half = all.length / 2;
  for (let i = 0; i < half; i += 500) {
    await app.db.insert(preciosProductos).values(
      all.slice(i, Math.min(i + 500, half)).map((r) => ({ producto_id: pIds[r.producto]!.id, distribuidor_id: dIds[r.distribuidor]!.id, fecha: r.fecha, valor: r.valor })),
    );
  }
  const post = <T>(url: string, payload: object) => request<T>(app, { method: 'POST', url, headers: importer.headers, payload });
  const { body: abierta } = await post<ImportacionAbierta>('/api/terra/importaciones/', {});
  for (let i = half; i < all.length; i += 400) {
    const precios_data = all.slice(i, i + 400).map((r) => ({ producto_id: pIds[r.producto]!.id, distribuidor_id: dIds[r.distribuidor]!.id, fecha: r.fecha, precio: r.valor }));
    expect((await post('/api/terra/precios-productos/importar/', { precios_data, importacion_id: abierta.id })).status).toBe(200);
  }
  expect((await post(`/api/terra/importaciones/${abierta.id}/confirmar/`, {})).status).toBe(200);

  // Renames after the prices exist: the list must show (and find) the new names.
  const renames = { distribuidor: 'D3 COMERCIAL Oeste Ñoño', categoria: 'C2 Electricidad', producto: 'P05 Cemento Ñandú renombrado' };
  await app.db.update(distribuidores).set({ nombre: renames.distribuidor }).where(eq(distribuidores.id, dIds[2]!.id));
  await app.db.update(recursoCategorias).set({ nombre: renames.categoria }).where(eq(recursoCategorias.id, cIds[1]!.id));
  await app.db.update(productos).set({ nombre_largo: renames.producto }).where(eq(productos.id, pIds[4]!.id));
  const dNames = DISTRIBUIDORES.map((x, i) => (i === 2 ? renames.distribuidor : x));
  const cNames = CATEGORIAS.map((x, i) => (i === 1 ? renames.categoria : x));
  const pNames = PRODUCTOS.map((p, i) => (i === 4 ? renames.producto : p.nombre));

  // The ids the database gave, in insertion order (ids are the tie-breaker).
  const ids = await app.db.select({ id: preciosProductos.id, producto_id: preciosProductos.producto_id, distribuidor_id: preciosProductos.distribuidor_id, fecha: preciosProductos.fecha }).from(preciosProductos);
  const idOf = new Map(ids.map((r) => [`${r.producto_id}|${r.distribuidor_id}|${r.fecha}`, r.id]));
  reference = all.map((r) => {
    const p = PRODUCTOS[r.producto]!;
    const names = {
      producto_nombre: pNames[r.producto]!,
      unidad_nombre: UNIDADES[p.unidad]![0],
      tipo_nombre: TIPOS[p.tipo]!,
      categoria_nombre: cNames[p.categoria]!,
      distribuidor_nombre: dNames[r.distribuidor]!,
    };
    const producto_id = pIds[r.producto]!.id;
    const distribuidor_id = dIds[r.distribuidor]!.id;
    const [entero, decimales] = r.valor.split('.');
    return {
      id: idOf.get(`${producto_id}|${distribuidor_id}|${r.fecha}`)!,
      producto_id,
      distribuidor_id,
      ...names,
      fecha: r.fecha,
      valor: `${entero}.${decimales!.padEnd(2, '0')}`,
      moneda: 'DOP',
      texto: fold(Object.values(names).join(' ')),
    };
  });
  expect(reference.every((r) => r.id !== undefined)).toBe(true);
}, 900_000);
afterAll(async () => app?.close());

const SEARCHES = [
  '',
  'cemento', // in products (three spellings) and a distributor
  'CÉMENTO', // the same, accented and in capitals
  'comercial', // in every distributor: broad
  'nandu', // a unit, products and a distributor
  'ÑANDÚ norte', // two terms, product or distributor each
  'noño', // a distributor, renamed into another
  'oeste', // only the renamed distributor
  'electricidad', // only the renamed category
  'electrico', // a type, products, the category before its rename
  'renombrado', // only the renamed product
  'p07', // one product
  'p07 d1', // one product at one distributor
  '100%', // LIKE's wildcard as a letter: a category and products
  'tubo_pvc', // and the other one
  'tubo%pvc', // matches nothing
  'kilogramo gris',
  'material este cemento',
  'manual,sur',
  'zzz',
  'cemento zzz',
];
const ORDERINGS = [...ORDENABLES.flatMap((o) => [o, `-${o}`]), 'distribuidor_nombre,-fecha', 'fecha,valor', '-tipo_nombre,producto_nombre'];

describe('GET /api/terra/precios-productos/ against a reference computed from the same rows', () => {
  it('answers the same rows in the same order for every search, ordering and page', async () => {
    let checked = 0;
    for (const search of SEARCHES) {
      const matches = searchReference(reference, search);
      for (const ordering of ORDERINGS) {
        const sorted = sortReference(matches, ordering);
        for (const pageSize of [ordering.includes(',') ? 20 : 137]) {
          const lastPage = Math.max(1, Math.ceil(sorted.length / pageSize));
          for (const page of [...new Set([1, 2, lastPage, lastPage + 1])]) {
            const query = new URLSearchParams({ ordering, page: String(page), page_size: String(pageSize), ...(search ? { search } : {}) });
            const what = `?${query}`;
            const { status, body } = await request<Paginated<PrecioProducto>>(app, { method: 'GET', url: `/api/terra/precios-productos/?${query}`, headers: viewer.headers });
            const expected = sorted.slice((page - 1) * pageSize, page * pageSize).map(({ texto: _texto, ...row }) => row);
            checked++;
            if (expected.length === 0 && page > 1) {
              expect([status, body], what).toEqual([404, { detail: 'Página inválida.' }]);
              continue;
            }
            expect(status, what).toBe(200);
            expect(body.results, what).toEqual(expected);
            // A broad search's count may be the planner's estimate, said so: exact otherwise, and
            // always on the last page.
            if (!body.count_approximate || expected.length < pageSize) expect([body.count, body.count_approximate], what).toEqual([sorted.length, undefined]);
            if (!search) expect(body.count, what).toBe(sorted.length);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    // The reference is not trivial: broad, narrow and empty searches are all among them.
    const sizes = SEARCHES.map((s) => searchReference(reference, s).length);
    expect(Math.max(...sizes)).toBe(2800);
    expect(sizes.filter((n) => n > 1000).length).toBeGreaterThanOrEqual(3);
    expect(sizes.filter((n) => n > 0 && n < 200).length).toBeGreaterThanOrEqual(4);
    expect(sizes.filter((n) => n === 0).length).toBeGreaterThanOrEqual(2);
  }, 600_000);
});
