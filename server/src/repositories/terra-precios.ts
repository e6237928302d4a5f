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
}

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
 * the unfiltered count is the table's row counter. A search expected to match more than
 * `exactCountCap` rows answers the planner's estimate as `count`.
 */
export async function pagePrecios(
  db: Executor,
  params: ListParams,
  { exactCountCap = PRECIO_EXACT_COUNT_CAP, maxExactMatches = PRECIO_MAX_EXACT_MATCHES }: PrecioPageLimits = {},
): Promise<Paginated<PrecioProducto>> {
  const request = pageRequest(params, LIST_OPTIONS);
  if (!request.where) return pageTable<PrecioProducto>(db, params, LIST_OPTIONS, precioColumns);

  // The planner's estimate chooses the path (no rows read). Counting a broad search exactly
  // means reading all of its matches through the trigram index (~100 ms for 100,000 of a
  // million), while its page is a short walk of the order's index that stops at the page.
  let estimate = await estimatedMatches(db, request.where);
  const matches = estimate <= exactCountCap ? await db.select({ id: pp.id }).from(pp).where(request.where).limit(maxExactMatches + 1) : null;
  if (matches && matches.length > maxExactMatches) estimate = matches.length;
  else if (matches) {
    const results = matches.length
      ? await db.select(precioColumns).from(pp).where(inArray(pp.id, matches.map((m) => m.id))).orderBy(...request.orderBy).limit(request.limit).offset(request.offset)
      : [];
    if (results.length === 0 && request.page > 1) throw notFound(MESSAGES.invalidPage);
    return { count: matches.length, results: results as unknown as PrecioProducto[] };
  }

  const results = await db.select(precioColumns).from(pp).where(request.where).orderBy(...request.orderBy).limit(request.limit).offset(request.offset);
  if (results.length === 0 && request.page > 1) throw notFound(MESSAGES.invalidPage);
  // A short page is the last one: then the count is exact. Otherwise the estimate, never below
  // what this page proves.
  const count = results.length < request.limit ? request.offset + results.length : Math.max(estimate, request.offset + results.length + 1);
  return { count, results: results as unknown as PrecioProducto[] };
}
