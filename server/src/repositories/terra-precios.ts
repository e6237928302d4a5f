import { inArray, sql } from 'drizzle-orm';
import type { Paginated } from '@gestion/contract/errors';
import type { PrecioProducto, PrecioProductoOrdenable } from '@gestion/contract/terra';
import type { Executor } from '../db/client.js';
import { preciosProductos as pp } from '../db/schema/index.js';
import { MESSAGES, notFound } from '../lib/http-errors.js';
import { pageRequest, pageTable, type ListParams, type TableListOptions } from '../lib/pagination.js';

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
  search: [pp.search_text],
};

/**
 * Up to this many matches a search is counted exactly and its page picked among them; past it
 * the count is the planner's estimate and the page an early-stopping walk of the order's index
 * (a broad search reads only the rows up to its page, not all of its matches).
 */
export const PRECIO_EXACT_COUNT_CAP = 1000;

/** The planner's row estimate of a search (EXPLAIN: no rows read). */
async function estimatedMatches(db: Executor, where: NonNullable<ReturnType<typeof pageRequest>['where']>): Promise<number> {
  const result = await db.execute(sql`explain (format json) select 1 from ${pp} where ${where}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  let plan = Object.values(rows[0] ?? {})[0];
  if (typeof plan === 'string') plan = JSON.parse(plan);
  const estimate = Number((plan as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows']);
  return Number.isFinite(estimate) ? Math.round(estimate) : 0;
}

/**
 * GET /api/terra/precios-productos/: one page. The names are the row's copies (kept by the
 * triggers of migration 0009), so sorting walks one index and searching reads one trigram index;
 * the unfiltered count is the table's row counter. A search with more than `exactCountCap`
 * matches answers the planner's estimate as `count` (exact below it).
 */
export async function pagePrecios(db: Executor, params: ListParams, exactCountCap = PRECIO_EXACT_COUNT_CAP): Promise<Paginated<PrecioProducto>> {
  const request = pageRequest(params, LIST_OPTIONS);
  if (!request.where) return pageTable<PrecioProducto>(db, params, LIST_OPTIONS, precioColumns);

  // At most cap + 1 matches are read: a broad search stops early (the planner walks the table
  // until it has them), a narrow one is one trigram-index read, and its page then a key lookup.
  const matches = await db.select({ id: pp.id }).from(pp).where(request.where).limit(exactCountCap + 1);
  if (matches.length <= exactCountCap) {
    const results = matches.length
      ? await db.select(precioColumns).from(pp).where(inArray(pp.id, matches.map((m) => m.id))).orderBy(...request.orderBy).limit(request.limit).offset(request.offset)
      : [];
    if (results.length === 0 && request.page > 1) throw notFound(MESSAGES.invalidPage);
    return { count: matches.length, results: results as unknown as PrecioProducto[] };
  }

  const [results, estimate] = await Promise.all([
    db.select(precioColumns).from(pp).where(request.where).orderBy(...request.orderBy).limit(request.limit).offset(request.offset),
    estimatedMatches(db, request.where),
  ]);
  if (results.length === 0) throw notFound(MESSAGES.invalidPage);
  // An estimate, never below what is known for certain: more than the cap, and up to this page.
  const count = Math.max(estimate, exactCountCap + 1, request.offset + results.length);
  return { count, results: results as unknown as PrecioProducto[] };
}
