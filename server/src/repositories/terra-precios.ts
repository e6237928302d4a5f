import { and, asc, desc, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Paginated } from '@gestion/contract/errors';
import type { PrecioProducto, PrecioProductoOrdenable } from '@gestion/contract/terra';
import type { Executor } from '../db/client.js';
import { preciosProductos as pp } from '../db/schema/index.js';
import { MESSAGES, notFound } from '../lib/http-errors.js';
import { pageRequest, pageTable, searchTerms, type ListParams, type PageRequest, type TableListOptions } from '../lib/pagination.js';
import { searchPattern } from '../lib/search-text.js';

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

/**
 * The planner's row estimates (EXPLAIN: no rows read) of each condition, in one statement: a
 * UNION ALL of one scan per condition, whose estimates are its branches'.
 */
async function estimatedMatches(db: Executor, conditions: readonly SQL[]): Promise<number[]> {
  const branches = sql.join(
    conditions.map((where) => sql`select 1 from ${pp} where ${where}`),
    sql` union all `,
  );
  const result = await db.execute(sql`explain (format json) ${branches}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  let plan = Object.values(rows[0] ?? {})[0];
  if (typeof plan === 'string') plan = JSON.parse(plan);
  type Node = { 'Plan Rows'?: number; Plans?: Node[] };
  const root = (plan as { Plan?: Node }[] | undefined)?.[0]?.Plan;
  const nodes = conditions.length > 1 ? (root?.Plans ?? []) : [root];
  return conditions.map((_, i) => {
    const estimate = Number(nodes[i]?.['Plan Rows']);
    return Number.isFinite(estimate) ? Math.round(estimate) : 0;
  });
}

/**
 * Estimates change only when the table is analysed: a search's are reused for a while, so paging
 * or re-sorting one search costs no EXPLAIN (a round trip, and on PGlite a few ms of its one
 * connection). Per database handle; bounded.
 */
const ESTIMATE_TTL_MS = 30_000;
const MAX_CACHED_ESTIMATES = 1_000;
const cachedEstimates = new WeakMap<Executor, Map<string, { values: number[]; expires: number }>>();

async function searchEstimates(db: Executor, terms: readonly string[], conditions: readonly SQL[], now = Date.now()): Promise<number[]> {
  let cache = cachedEstimates.get(db);
  if (!cache) cachedEstimates.set(db, (cache = new Map()));
  const key = terms.join('\u0000');
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.values;
  const values = await estimatedMatches(db, conditions);
  if (cache.size >= MAX_CACHED_ESTIMATES) cache.clear();
  cache.set(key, { values, expires: now + ESTIMATE_TTL_MS });
  return values;
}

/** The same test as `${pp.search_text} like pattern`, in a form no index serves: checked on the rows read. */
const filterOnly = (pattern: SQL): SQL => sql`(${pp.search_text} || '') like ${pattern}`;

/**
 * A narrow search's page in one statement: its matches (at most `maxExactMatches` + 1, whole
 * rows) read through the trigram index, counted, sorted and paged. Null when they were more
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
  const words = searchTerms(params.search);
  const patterns = words.map(searchPattern);
  const terms = patterns.map((pattern) => sql`${pp.search_text} like ${pattern}`);
  const [estimate = 0, ...termEstimates] = await searchEstimates(db, words, terms.length > 1 ? [request.where, ...terms] : [request.where]);
  if (estimate <= exactCountCap) {
    // Several terms: the index reads the rarest one alone when it is narrow itself, and its rows
    // are checked for the others. Asked for all of them, the trigram index merges the long
    // posting lists of the common ones too («varilla 00137»: 4-6 ms against ~1.5 ms).
    let where = request.where;
    const rarest = termEstimates.indexOf(Math.min(...termEstimates));
    if (rarest >= 0 && termEstimates[rarest]! <= exactCountCap) {
      where = and(terms[rarest], ...patterns.filter((_, i) => i !== rarest).map(filterOnly))!;
    }
    const page = await exactPage(db, where, request, maxExactMatches);
    if (page) return page;
  }
  // Past the exact path's reach (more matches than it reads) the estimate is at least that.
  const floor = estimate <= exactCountCap ? maxExactMatches + 1 : estimate;
  const results = await db.select(precioColumns).from(pp).where(request.where).orderBy(...request.orderBy).limit(request.limit).offset(request.offset);
  if (results.length === 0 && request.page > 1) throw notFound(MESSAGES.invalidPage);
  // A short page is the last one: then the count is exact. Otherwise the estimate, never below
  // what this page proves.
  const count = results.length < request.limit ? request.offset + results.length : Math.max(floor, request.offset + results.length + 1);
  return { count, results: results as unknown as PrecioProducto[] };
}
