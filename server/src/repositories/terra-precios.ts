import { asc, desc, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Paginated } from '@gestion/contract/errors';
import type { PrecioProducto, PrecioProductoOrdenable } from '@gestion/contract/terra';
import type { Executor } from '../db/client.js';
import { preciosProductos as pp } from '../db/schema/index.js';
import { MESSAGES, notFound } from '../lib/http-errors.js';
import { pageRequest, pageTable, searchTerms, type ListParams, type PageRequest, type TableListOptions } from '../lib/pagination.js';
import { cachedPlannedRows } from '../lib/planned-rows.js';
import { busquedaPrecios, MAX_TERM_IDS, termsKey } from './terra-precios-busqueda.js';

const precioColumns = {
  id: pp.id,
  producto_id: pp.producto_id,
  distribuidor_id: pp.distribuidor_id,
  producto_nombre: pp.producto_nombre,
  unidad_nombre: pp.unidad_nombre,
  tipo_nombre: pp.tipo_nombre,
  categoria_nombre: pp.categoria_nombre,
  distribuidor_nombre: pp.distribuidor_nombre,
  fecha: pp.fecha,
  valor: pp.valor,
  moneda: pp.moneda,
};

const ORDENABLES: readonly PrecioProductoOrdenable[] = [
  'producto_nombre',
  'unidad_nombre',
  'tipo_nombre',
  'categoria_nombre',
  'distribuidor_nombre',
  'fecha',
  'valor',
];

/** Each orderable name has its index `(column, id)` (db/schema/terra.ts). */
export const PRECIO_ORDERING = Object.fromEntries(ORDENABLES.map((name) => [name, precioColumns[name]])) as Record<
  PrecioProductoOrdenable,
  (typeof precioColumns)[PrecioProductoOrdenable]
>;

const LIST_OPTIONS: TableListOptions = {
  table: pp,
  key: pp.id,
  ordering: PRECIO_ORDERING,
  defaultOrdering: '-producto_nombre',
  tiebreaker: pp.id,
  tiebreakerFollowsOrder: true,
};

/**
 * A search the planner expects to match up to this many rows is counted exactly and its page
 * picked among its matches; past it the count is the planner's estimate (exact on the last page)
 * and the page a walk of the order's index that stops at the page.
 */
export const PRECIO_EXACT_COUNT_CAP = 1000;
/** When the estimate was far too low: the exact path reads at most this many keys (bind parameters stay well under 65,535). */
export const PRECIO_MAX_EXACT_MATCHES = 10_000;

export interface PrecioPageLimits {
  exactCountCap?: number;
  maxExactMatches?: number;
  /** See MAX_TERM_IDS. */
  maxTermIds?: number;
}

/**
 * A narrow search's page in one statement: its matches (at most `maxExactMatches` + 1, whole
 * rows) read through the condition's indexes, counted, sorted and paged. Null when they were more
 * (the matches read are then not the first ones in the order) or the page is past those read.
 */
async function exactPage(db: Executor, where: SQL, request: PageRequest, maxExactMatches: number): Promise<Paginated<PrecioProducto> | null> {
  const matches = db.select(precioColumns).from(pp).where(where).limit(maxExactMatches + 1).as('matches');
  const sub = matches as unknown as Record<string, PgColumn>;
  const fields = Object.fromEntries(Object.keys(precioColumns).map((name) => [name, sub[name]!])) as Record<keyof typeof precioColumns, PgColumn>;
  const byColumn = new Map<unknown, PgColumn>(Object.entries(precioColumns).map(([name, column]) => [column, fields[name as keyof typeof precioColumns]]));
  const orderBy = request.order.map((t) => (t.descending ? desc(byColumn.get(t.expr)!) : asc(byColumn.get(t.expr)!)));
  const rows = (await db
    .select({ ...fields, page_total: sql<number>`count(*) over ()`.as('page_total') })
    .from(matches)
    .orderBy(...orderBy)
    .limit(request.limit)
    .offset(request.offset)) as unknown as (PrecioProducto & { page_total: number | string })[];
  if (rows.length === 0) return request.page > 1 ? null : { count: 0, results: [] };
  const count = Number(rows[0]!.page_total);
  if (count > maxExactMatches) return null;
  return { count, results: rows.map(({ page_total: _total, ...row }) => row) };
}

/**
 * GET /api/terra/precios-productos/: one page. The names are the row's copies (kept by the
 * triggers of migration 0009), so sorting walks one index; a search is a condition on the
 * products' and distributors' ids or the row's text (terra-precios-busqueda.ts); the unfiltered
 * count is the table's row counter. A search expected to match more than `exactCountCap` rows
 * answers the planner's estimate as `count`.
 */
export async function pagePrecios(
  db: Executor,
  params: ListParams,
  { exactCountCap = PRECIO_EXACT_COUNT_CAP, maxExactMatches = PRECIO_MAX_EXACT_MATCHES, maxTermIds = MAX_TERM_IDS }: PrecioPageLimits = {},
): Promise<Paginated<PrecioProducto>> {
  const words = searchTerms(params.search);
  if (words.length === 0) return pageTable<PrecioProducto>(db, params, LIST_OPTIONS, precioColumns);
  const request = pageRequest(params, LIST_OPTIONS);
  const where = await busquedaPrecios(db, words, maxTermIds);
  if (!where) {
    if (request.page > 1) throw notFound(MESSAGES.invalidPage);
    return { count: 0, results: [] };
  }

  // The planner's estimate chooses the path (no rows read). Counting a broad search exactly
  // means reading all of its matches (~100,000 of a million), while its page is a short walk of
  // the order's index that stops at the page.
  const [estimate = 0] = await cachedPlannedRows(db, `precios:${termsKey(words)}`, () => [sql`select 1 from ${pp} where ${where}`]);
  if (estimate <= exactCountCap) {
    const page = await exactPage(db, where, request, maxExactMatches);
    if (page) return page;
  }
  // Past the exact path's reach (more matches than it reads) the estimate is at least that.
  const floor = estimate <= exactCountCap ? maxExactMatches + 1 : estimate;
  const results = await db.select(precioColumns).from(pp).where(where).orderBy(...request.orderBy).limit(request.limit).offset(request.offset);
  if (results.length === 0 && request.page > 1) throw notFound(MESSAGES.invalidPage);
  // A short page is the last one: then the count is exact. Otherwise the estimate, never below
  // what this page proves.
  const count = results.length < request.limit ? request.offset + results.length : Math.max(floor, request.offset + results.length + 1);
  return { count, results: results as unknown as PrecioProducto[] };
}
