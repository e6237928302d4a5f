import { and, asc, Column, desc, eq, getTableName, is, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { Type } from '@fastify/type-provider-typebox';
import type { Paginated } from '@gestion/contract/errors';
import { fieldErrors, MESSAGES, notFound } from './http-errors.js';
import { keepCount, keptCount } from './list-counts.js';
import { bookmarksFor, type PageBookmarks } from './page-bookmarks.js';
import { cachedPlannedRows } from './planned-rows.js';
import { searchPattern } from './search-text.js';
import type { Executor } from '../db/client.js';

// DRF's PageNumberPagination + SearchFilter + OrderingFilter, for drizzle queries.

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;
/** A search longer than this, or with more terms, is refused: each term is one more scan. */
export const MAX_SEARCH_LENGTH = 200;
export const MAX_SEARCH_TERMS = 8;

export const LIST_MESSAGES = {
  searchTooLong: `La búsqueda admite como máximo ${MAX_SEARCH_LENGTH} caracteres.`,
  searchTooManyTerms: `La búsqueda admite como máximo ${MAX_SEARCH_TERMS} palabras.`,
  badOrdering: (field: string, allowed: readonly string[]) =>
    `"${field}" no es un campo válido para ordenar. Campos permitidos: ${allowed.join(', ')}.`,
} as const;

/** Query-string properties of a paginated list: spread them into a route's querystring schema. */
export const listQueryProperties = {
  page: Type.Optional(Type.String({ description: 'Página, desde 1.' })),
  page_size: Type.Optional(Type.String({ description: `Tamaño de página (por defecto ${DEFAULT_PAGE_SIZE}, máximo ${MAX_PAGE_SIZE}).` })),
  search: Type.Optional(
    Type.String({
      description: `Texto buscado (sin distinguir mayúsculas ni acentos; como máximo ${MAX_SEARCH_LENGTH} caracteres y ${MAX_SEARCH_TERMS} palabras).`,
    }),
  ),
  ordering: Type.Optional(Type.String({ description: 'campo o -campo (varios separados por comas).' })),
};
export const ListQuerySchema = Type.Object(listQueryProperties);

export interface ListParams {
  page?: string;
  page_size?: string;
  search?: string;
  ordering?: string;
}

/**
 * What a search term is matched against: a stored normalised column (lib/search-text.ts,
 * compared with LIKE), or a predicate built from the normalised pattern (e.g. an `IN` over a
 * related table's search column).
 */
export type SearchField = AnyColumn | ((pattern: SQL) => SQL);

export interface ListOptions {
  /** Whitelist of orderable fields: API name to column or expression. Other names are a 400. */
  ordering: Readonly<Record<string, AnyColumn | SQL>>;
  /** e.g. 'nombre' or '-fecha,id'; used when the request asks for no field. */
  defaultOrdering?: string;
  /** A unique column appended to every ordering so that pages are stable. */
  tiebreaker?: AnyColumn;
  /**
   * The tiebreaker takes the direction of the ordering's last key (ascending otherwise): then one
   * index on `(column, tiebreaker)` serves both directions of a column, walked backwards for `-`.
   */
  tiebreakerFollowsOrder?: boolean;
  /** Searched fields: each term must appear (accent- and case-insensitively) in one of them. */
  search?: readonly SearchField[];
  /** The route's own filters. */
  where?: SQL;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
  /** route filters AND search */
  where: SQL | undefined;
  /** The same filter as a walk of the order's index checks it on each row (TableListOptions.walkSearch); `where` when unset. */
  walkWhere?: SQL;
  /** The search's terms (none without a search). */
  terms: string[];
  order: OrderTerm[];
  orderBy: SQL[];
}

function parsePositiveInt(value: string | undefined): number | null {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** The search's terms (DRF splits on spaces and commas), refused when too many or too long. */
export function searchTerms(text: string | undefined): string[] {
  if (!text) return [];
  if (text.length > MAX_SEARCH_LENGTH) throw fieldErrors({ search: [LIST_MESSAGES.searchTooLong] });
  const terms = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
  if (terms.length > MAX_SEARCH_TERMS) throw fieldErrors({ search: [LIST_MESSAGES.searchTooManyTerms] });
  return terms;
}

/**
 * One term in some field. `indexed: false` writes the same test in a form no index serves
 * (`column || ''`): the row's own value, checked on the rows another term's index found.
 */
function termCondition(term: string, fields: readonly SearchField[], indexed = true): SQL | undefined {
  const pattern = searchPattern(term);
  return or(...fields.map((f) => (typeof f === 'function' ? f(pattern) : indexed ? sql`${f} like ${pattern}` : sql`(${f} || '') like ${pattern}`)));
}

/** Every term must match some field; with `indexedTerm`, only that one is read through the index. */
function searchCondition(terms: readonly string[], fields: readonly SearchField[], indexedTerm?: string): SQL | undefined {
  if (terms.length === 0 || fields.length === 0) return undefined;
  return and(...terms.map((term) => termCondition(term, fields, indexedTerm === undefined || term === indexedTerm)));
}

/** One key of an ORDER BY. */
export interface OrderTerm {
  expr: AnyColumn | SQL;
  descending: boolean;
}

const toOrderBy = (terms: readonly OrderTerm[]): SQL[] => terms.map((t) => (t.descending ? desc(t.expr) : asc(t.expr)));

/**
 * The ORDER BY keys for `text`: whitelisted names only (looked up as own properties:
 * `__proto__` or `constructor` are names like any other), each once; anything else is a 400
 * naming the allowed ones. The tiebreaker comes last.
 */
function orderingTerms(
  text: string | undefined,
  options: Pick<ListOptions, 'ordering' | 'defaultOrdering' | 'tiebreaker' | 'tiebreakerFollowsOrder'>,
): OrderTerm[] {
  const parse = (value: string | undefined) => {
    const seen = new Set<string>();
    const terms: OrderTerm[] = [];
    for (const field of (value ?? '').split(',').map((f) => f.trim()).filter(Boolean)) {
      const descending = field.startsWith('-');
      const name = descending ? field.slice(1) : field;
      if (!Object.hasOwn(options.ordering, name)) {
        throw fieldErrors({ ordering: [LIST_MESSAGES.badOrdering(field.slice(0, 100), Object.keys(options.ordering))] });
      }
      if (seen.has(name)) continue;
      seen.add(name);
      terms.push({ expr: options.ordering[name]!, descending });
    }
    return terms;
  };
  let terms = parse(text);
  if (terms.length === 0) terms = parse(options.defaultOrdering);
  if (options.tiebreaker) {
    const descending = options.tiebreakerFollowsOrder === true && terms.at(-1)?.descending === true;
    terms.push({ expr: options.tiebreaker, descending });
  }
  return terms;
}

export function pageRequest(params: ListParams, options: ListOptions): PageRequest {
  const page = params.page === undefined || params.page === '' ? 1 : parsePositiveInt(params.page);
  if (page === null) throw notFound(MESSAGES.invalidPage);
  const pageSize = Math.min(parsePositiveInt(params.page_size) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const offset = (page - 1) * pageSize;
  // Past any table PostgreSQL can hold: not worth a query.
  if (!Number.isSafeInteger(offset)) throw notFound(MESSAGES.invalidPage);
  const order = orderingTerms(params.ordering, options);
  const terms = searchTerms(params.search);
  return {
    page,
    pageSize,
    limit: pageSize,
    offset,
    where: and(options.where, searchCondition(terms, options.search ?? [])),
    terms,
    order,
    orderBy: toOrderBy(order),
  };
}

/** Marked ORDER BY expressions: see rowKey. */
const ROW_KEYS = new WeakSet<SQL>();

/**
 * Marks an ORDER BY expression (a whitelist entry that is not a plain column) as computed from its
 * row's own columns and never NULL, like a NOT NULL column of the table: deep pages of an order
 * made of such keys can start from a remembered row (lib/page-bookmarks.ts). A NULL key or one
 * read from another table would make "the rows after this one" a different set than the order's.
 */
export function rowKey(expr: SQL): SQL {
  ROW_KEYS.add(expr);
  return expr;
}

/** Whether `order` can be walked from a row: one direction, every key its row's own and never NULL. */
export function bookmarkable(options: TableListOptions, order: readonly OrderTerm[]): boolean {
  return order.every(
    (t) =>
      t.descending === order[0]!.descending &&
      (is(t.expr, Column) ? t.expr.notNull && t.expr.table === options.table : ROW_KEYS.has(t.expr)),
  );
}

/**
 * How an unfiltered page is read: `top`, from the first row (near pages: see BOOKMARK_FROM_OFFSET;
 * reading the version measured ~10% of page 1's cost); `tracked`, from the first row with the version
 * the rows were read at (deeper pages, to remember where they start); `bookmark`, from a
 * remembered row (`from`, its key), where the order's index is entered directly:
 * `(keys) >= (select keys … where key = from)` is one index condition in PostgreSQL.
 */
type WholePageRead = 'top' | 'tracked' | 'bookmark';

/**
 * Unfiltered: an index walk in the requested order, its place the placeholders `limit` and
 * `offset`; the count from the table's row counter (and the version from the same row: see
 * WholePageRead and page-bookmarks.ts).
 */
function wholePage(db: Executor, options: TableListOptions, order: readonly OrderTerm[], read: WholePageRead) {
  const table = getTableName(options.table);
  const counted = {
    page_key: options.key,
    page_total: sql<number>`coalesce((select n from row_counts where table_name = ${table}), -1)`.as('page_total'),
  };
  const page =
    read === 'top'
      ? db.select(counted).from(options.table)
      : db
          .select({ ...counted, page_version: sql<string | number | null>`(select version from row_counts where table_name = ${table})`.as('page_version') })
          .from(options.table);
  const keys = sql.join(
    order.map((t) => sql`${t.expr}`),
    sql`, `,
  );
  const start = sql`(select ${keys} from ${options.table} where ${options.key} = ${sql.placeholder('from')})`;
  return (read === 'bookmark' ? page.where(order[0]!.descending ? sql`(${keys}) <= ${start}` : sql`(${keys}) >= ${start}`) : page)
    .orderBy(...toOrderBy(order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
}

type TrackedRow<T> = PageRow<T> & { page_key: unknown; page_version: string | number | null };

interface PreparedPage<R> {
  execute(values: { limit: number; offset: number; from?: unknown }): Promise<R[]>;
}

/** An order's unfiltered page statements (WholePageRead); a bookmarkable order has all three. */
interface WholePageStatements {
  top: PreparedPage<PageRow<unknown>>;
  bookmarked?: { tracked: PreparedPage<TrackedRow<unknown>>; bookmark: PreparedPage<TrackedRow<unknown>>; marks: PageBookmarks };
}

/** Orders kept per list and database handle: a list has a handful in use; this bounds the rest. */
const MAX_PREPARED_ORDERS = 64;
const preparedPages = new WeakMap<Executor, WeakMap<TableListOptions, WeakMap<SelectedFields, Map<string, WholePageStatements>>>>();

/** The order as the whitelist's positions ('-0,3'): the same for every request in that order. */
function orderKey(options: TableListOptions, request: PageRequest): string {
  const exprs = Object.values(options.ordering);
  return request.order.map((t) => `${t.descending ? '-' : ''}${exprs.indexOf(t.expr)}`).join(',');
}

const columnsIds = new WeakMap<SelectedFields, number>();
let lastColumnsId = 0;

/**
 * A name for an order's `bookmark` statement: PostgreSQL then keeps its plan (the same keyset walk
 * whatever the row and offset), where planning it again measured a quarter of the request. Only
 * for one field and the tiebreaker, as the screens ask: a connection keeps every named statement,
 * and the combinations of several fields are too many to keep. '' (unnamed) otherwise.
 */
function bookmarkStatementName(options: TableListOptions, columns: SelectedFields, request: PageRequest, order: string): string {
  if (request.order.length > (options.tiebreaker ? 2 : 1)) return '';
  let columnsId = columnsIds.get(columns);
  if (columnsId === undefined) columnsIds.set(columns, (columnsId = ++lastColumnsId));
  return `page_bookmark_${listId(options)}_${columnsId}_${order.replace(/-/g, 'd').replace(/,/g, '_')}`;
}

/**
 * The unfiltered page's statements for this order, built once: drizzle's building of them measured
 * ~20% of a list request's CPU (their SQL text is the same for every page of an order). Prepared
 * unnamed: PostgreSQL still plans each page with its own limit and offset.
 */
function preparedWholePage(db: Executor, options: TableListOptions, columns: SelectedFields, request: PageRequest): WholePageStatements {
  let byOptions = preparedPages.get(db);
  if (!byOptions) preparedPages.set(db, (byOptions = new WeakMap()));
  let byColumns = byOptions.get(options);
  if (!byColumns) byOptions.set(options, (byColumns = new WeakMap()));
  let byOrder = byColumns.get(columns);
  if (!byOrder) byColumns.set(columns, (byOrder = new Map()));
  const key = orderKey(options, request);
  let statements = byOrder.get(key);
  if (!statements) {
    const prepare = (read: WholePageRead, name = '') => {
      const page = wholePage(db, options, request.order, read);
      const fields = page as unknown as Record<'page_key' | 'page_version', SQL.Aliased>;
      const tracking: SelectedFields = read === 'top' ? {} : { page_key: fields.page_key, page_version: fields.page_version };
      return db
        .select({ ...columns, page_total: page.page_total, ...tracking })
        .from(options.table)
        .innerJoin(page, eq(options.key, page.page_key))
        .orderBy(...request.orderBy)
        .prepare(name) as unknown as PreparedPage<never>;
    };
    statements = { top: prepare('top') };
    if (bookmarkable(options, request.order)) {
      statements.bookmarked = { tracked: prepare('tracked'), bookmark: prepare('bookmark', bookmarkStatementName(options, columns, request, key)), marks: bookmarksFor(db, options, key) };
    }
    if (byOrder.size >= MAX_PREPARED_ORDERS) byOrder.clear();
    byOrder.set(key, statements);
  }
  return statements;
}

/**
 * The rows of an unfiltered page past the first: from the nearest remembered row at or before it
 * when the table is still at that row's version (checked on the rows read: same statement, same
 * snapshot), else from the top; either way its first row is remembered for the next request.
 */
async function trackedRows<T>(bookmarked: NonNullable<WholePageStatements['bookmarked']>, request: PageRequest): Promise<PageRow<T>[]> {
  const { limit, offset } = request;
  const { tracked, bookmark, marks } = bookmarked;
  let rows: TrackedRow<unknown>[] | undefined;
  const mark = marks.nearest(offset);
  if (mark) {
    const found = await bookmark.execute({ limit, offset: offset - mark.offset, from: mark.key });
    if (found.length > 0 && String(found[0]!.page_version) === mark.version) rows = found;
  }
  rows ??= await tracked.execute({ limit, offset });
  const first = rows[0];
  if (first && first.page_version !== null) marks.remember(offset, first.page_key, String(first.page_version));
  return rows.map(({ page_key: _key, page_version: _version, ...row }) => row as PageRow<T>);
}

/**
 * From this offset on, a bookmarkable order's page goes through trackedRows. Reading the version
 * and starting from a row cost about as much as walking 1,000 index entries (measured on
 * PostgreSQL: 500 against 390 µs a request at offset 20), so nearer pages walk from the top.
 */
export const BOOKMARK_FROM_OFFSET = 1_000;

/** An unfiltered page; from BOOKMARK_FROM_OFFSET on (bookmarkFromOffset), of a bookmarkable order, through trackedRows. */
async function wholeTablePage<T>(db: Executor, options: TableListOptions, columns: SelectedFields, request: PageRequest): Promise<Paginated<T>> {
  const { top, bookmarked } = preparedWholePage(db, options, columns, request);
  const rows =
    bookmarked && request.offset >= (options.bookmarkFromOffset ?? BOOKMARK_FROM_OFFSET)
      ? await trackedRows<T>(bookmarked, request)
      : ((await top.execute({ limit: request.limit, offset: request.offset })) as PageRow<T>[]);
  const page = countedPage(rows, request);
  // A table without a row counter is counted for real (register big tables in row_counts).
  if (page.count < 0) page.count = await db.$count(options.table);
  return page;
}

/**
 * Filtered and counted: the matching rows with their sort keys, read once (through the search's
 * trigram index), counted and sorted in memory. The inner OFFSET 0 keeps the planner from walking
 * the order's index and filtering every row of the table instead (measured 4x slower on a broad
 * search over 100,000 users), since the count needs every match anyway. With `readAtMost`, the
 * matches read stop there (a LIMIT, as good a fence): more than that and `page_total` says so,
 * but the page is not the order's (see estimatedPage).
 */
function filteredPage(db: Executor, options: TableListOptions, request: PageRequest, readAtMost?: number) {
  const keys = Object.fromEntries(request.order.map((t, i) => [`o${i}`, sql`${t.expr}`.as(`o${i}`)]));
  const filtered = db.select({ page_key: options.key, ...keys }).from(options.table).where(request.where);
  const matches = (
    readAtMost === undefined
      ? // drizzle drops `.offset(0)` (a falsy number): an SQL 0 survives.
        filtered.offset(sql`0` as unknown as number)
      : filtered.limit(readAtMost)
  ).as('matches');
  const columns = matches as unknown as Record<string, SQL.Aliased>;
  return db
    .select({ page_key: matches.page_key, page_total: sql<number>`count(*) over ()`.as('page_total') })
    .from(matches)
    .orderBy(...toOrderBy(request.order.map((t, i) => ({ expr: sql`${columns[`o${i}`]!}`, descending: t.descending }))))
    .limit(request.limit)
    .offset(request.offset)
    .as('page');
}

/** The table's version (row_counts, migration 0016), read in the statement whose rows it dates; null for a table not registered there. */
function tableVersion(options: TableListOptions) {
  return sql<string | number | null>`(select version from row_counts where table_name = ${getTableName(options.table)})`;
}

/**
 * Filtered and walked: the order's index read in order with the filter checked on each row, up to
 * the page and one row past it (so a full page knows whether another follows). A broad filter
 * fills the page after a short walk; nothing is counted. The table's version comes along, to date
 * a kept count.
 */
function walkedPage(db: Executor, options: TableListOptions, request: PageRequest) {
  return db
    .select({ page_key: options.key, page_version: tableVersion(options).as('page_version') })
    .from(options.table)
    .where(request.walkWhere ?? request.where)
    .orderBy(...request.orderBy)
    .limit(request.limit + 1)
    .offset(request.offset)
    .as('page');
}

/**
 * What a list page reads: the table and its unique key; `ordering`, `search`, `where` and the
 * rest as in ListOptions. Declare it once (a module constant), with its columns: the unfiltered
 * page's statement and a search's estimate are kept per options object.
 */
export interface TableListOptions extends ListOptions {
  table: PgTable;
  /** A unique column of the table: the page is chosen by it, then its rows are read. */
  key: PgColumn;
  /**
   * Set: a filtered page (search or route filter) asks the planner first how many rows it will
   * match (EXPLAIN, no rows read, reused for 30 s: lib/planned-rows.ts). Up to this many, it is
   * counted exactly; past it, the page is a walk of the order's index that stops at the page and
   * `count` is the estimate (see pageTable). Unset: every filtered page is counted exactly.
   */
  exactCountCap?: number;
  /** With exactCountCap: the exact path reads at most this many matches (the estimate was far too low past it). */
  maxExactMatches?: number;
  /**
   * With exactCountCap: a walked search expected to match more rows than this answers the planner's
   * estimate as `count`, with `count_approximate: true`; up to it, the matches are counted (once per
   * table version: lib/list-counts.ts). Unset: every walked search is counted.
   */
  approximateCountFrom?: number;
  /** Unfiltered pages from this offset on start from a remembered row where they can (BOOKMARK_FROM_OFFSET by default). */
  bookmarkFromOffset?: number;
  /**
   * With exactCountCap: what a walked page checks a term against instead of `search`, when the
   * same test can be read from the order's index (columns it holds): the walk is then an
   * index-only scan, with no visit to each row it passes over. Must match exactly the rows `search` matches.
   */
  walkSearch?: readonly SearchField[];
}

/** See TableListOptions.maxExactMatches. */
export const MAX_EXACT_MATCHES = 10_000;

type PageRow<T> = T & { page_total: number | string };

/** A number per options object, for the estimate cache's keys (options declared once keep theirs). */
const listIds = new WeakMap<TableListOptions, number>();
let lastListId = 0;

function listId(options: TableListOptions): number {
  let id = listIds.get(options);
  if (id === undefined) listIds.set(options, (id = ++lastListId));
  return id;
}

/**
 * The planner's estimate of the rows the request's filter selects, and with several search terms
 * of each term alone (cached per list and search): see rarestTermRequest.
 */
async function plannedMatches(db: Executor, options: TableListOptions, request: PageRequest): Promise<{ estimate: number; perTerm: number[] }> {
  const fields = options.search ?? [];
  const perTermToo = request.terms.length > 1 && fields.length > 0 && fields.every((f) => typeof f !== 'function');
  const [estimate = 0, ...perTerm] = await cachedPlannedRows(db, `list:${listId(options)}:${request.terms.join('\u0000')}`, () => [
    sql`select 1 from ${options.table} where ${request.where}`,
    ...(perTermToo ? request.terms.map((term) => sql`select 1 from ${options.table} where ${and(options.where, termCondition(term, fields))}`) : []),
  ]);
  return { estimate, perTerm };
}

/**
 * A search of several terms, one of them rare («sprint 0421»: 73 entries hold «0421» among a
 * million, 120,000 hold «sprint»), costs what its commonest term costs when every term is read
 * through the trigram index: the index intersects their lists, and a common term's list is long
 * (2.6 ms of a million-entry history's 2.8 ms). Its matches are at most the rarest term's, so when
 * those are few the rarest term alone is read through the index and the others are checked on its
 * rows (1 ms). Answers the request so rewritten and its bound on the matches, or null.
 */
export function rarestTermRequest(options: TableListOptions, request: PageRequest, perTerm: readonly number[]) {
  if (perTerm.length !== request.terms.length || options.exactCountCap === undefined) return null;
  const rarest = perTerm.indexOf(Math.min(...perTerm));
  if (rarest < 0 || perTerm[rarest]! > options.exactCountCap) return null;
  const where = and(options.where, searchCondition(request.terms, options.search ?? [], request.terms[rarest]));
  return { request: { ...request, where }, bound: perTerm[rarest]! };
}

/** The rows of an exactly counted page (filteredPage), each with `page_total`. */
async function exactRows<T>(db: Executor, options: TableListOptions, columns: SelectedFields, request: PageRequest, readAtMost?: number) {
  const page = filteredPage(db, options, request, readAtMost);
  return (await db
    .select({ ...columns, page_total: page.page_total })
    .from(options.table)
    .innerJoin(page, eq(options.key, page.page_key))
    .orderBy(...request.orderBy)) as unknown as PageRow<T>[];
}

/** `{count, results}` of rows that carry the count (`page_total`). */
function countedPage<T>(rows: PageRow<T>[], request: PageRequest): Paginated<T> {
  if (rows.length === 0) {
    if (request.page > 1) throw notFound(MESSAGES.invalidPage);
    return { count: 0, results: [] };
  }
  return { count: Number(rows[0]!.page_total), results: rows.map(({ page_total: _total, ...row }) => row as unknown as T) };
}

/** How a filtered page is read: the matches expected, and whether that is few enough to read and count them. */
export interface FilterEstimate {
  estimate: number;
  narrow: boolean;
  /** The exact path reads at most this many matches (the estimate was far too low past it). */
  maxExactMatches?: number;
  /** See TableListOptions.approximateCountFrom (the list's own by default). */
  approximateCountFrom?: number;
  /** Names the filter among the list's (its terms by default): a kept count is found by it. */
  countKey?: string;
}

/** The exact number of rows matching the filter, with the table's version they were counted at. */
async function countMatches(db: Executor, options: TableListOptions, request: PageRequest) {
  const [row] = await db
    .select({ n: sql<number | string>`count(*)`, version: tableVersion(options) })
    .from(options.table)
    .where(request.where);
  return { count: Number(row?.n ?? 0), version: row?.version ?? null };
}

/**
 * A page of a filter whose count may be estimated. A narrow one is counted exactly among at most
 * `maxExactMatches` matches; otherwise, or when they were more, the page is walked. Its `count`
 * is the same on every page of the query (never the page's offset): a count kept for the table's
 * version (lib/list-counts.ts); else the exact count of the matches when at most
 * `approximateCountFrom` are expected (then kept); else the estimate, flagged `count_approximate`.
 * The page where the walk ends knows the real count (its offset and rows): it answers it exact and
 * keeps it, so later pages of the query answer it too. Lists with their own way to estimate (the
 * price search) call it directly.
 */
export async function estimatedPage<T>(
  db: Executor,
  options: TableListOptions,
  columns: SelectedFields,
  request: PageRequest,
  {
    estimate,
    narrow,
    maxExactMatches: maxExact = options.maxExactMatches ?? MAX_EXACT_MATCHES,
    approximateCountFrom = options.approximateCountFrom ?? Number.POSITIVE_INFINITY,
    countKey = request.terms.join('\u0000'),
  }: FilterEstimate,
): Promise<Paginated<T>> {
  if (narrow) {
    const rows = await exactRows<T>(db, options, columns, request, maxExact + 1);
    // All matches read (fewer than the limit): exact. A page past those read is decided by the walk.
    if (rows.length === 0 ? request.page === 1 : Number(rows[0]!.page_total) <= maxExact) return countedPage(rows, request);
  }
  const page = walkedPage(db, options, request);
  const walked = (await db
    .select({ ...columns, page_version: page.page_version })
    .from(options.table)
    .innerJoin(page, eq(options.key, page.page_key))
    .orderBy(...request.orderBy)) as unknown as (T & { page_version: string | number | null })[];
  if (walked.length === 0 && request.page > 1) throw notFound(MESSAGES.invalidPage);
  const version = walked[0]?.page_version == null ? null : String(walked[0].page_version);
  const results = walked.slice(0, request.limit).map(({ page_version: _version, ...row }) => row as unknown as T);
  const key = `${listId(options)}:${countKey}`;
  if (walked.length <= request.limit) {
    // The walk's end: the real count.
    const count = request.offset + walked.length;
    if (version !== null) keepCount(db, key, version, count);
    return { count, results };
  }
  const kept = version === null ? undefined : keptCount(db, key, version);
  if (kept !== undefined) return { count: kept, results };
  // The narrow path read more than maxExact: the estimate was far too low.
  const expected = narrow ? Math.max(estimate, maxExact + 1) : estimate;
  if (expected > approximateCountFrom) return { count: expected, count_approximate: true, results };
  const counted = await countMatches(db, options, request);
  if (counted.version !== null) keepCount(db, key, String(counted.version), counted.count);
  return { count: counted.count, results };
}

/**
 * One page of a table as `{count, results}`. The page's keys are chosen first (an index walk in
 * the requested order: an index on exactly that order that also holds the columns it reads makes
 * deep pages an index-only scan), then only those rows are read with `columns` (correlated
 * subqueries there run for the page's rows only). The count comes along in the same statement:
 * unfiltered, from the table's row counter (row_counts); filtered, `count(*) over ()` over the
 * rows the filter reads anyway. A page past the last one is 404 'Página inválida.' (as DRF
 * answers); page 1 of an empty list is `{count: 0, results: []}`.
 *
 * With `exactCountCap`, a filter the planner expects to match more rows than that is walked
 * (estimatedPage): reading and sorting ~12,500 of 100,000 users for each page cost far more than a
 * walk of the order's index that stops once the page is full; its count is taken once per table
 * version, or estimated past `approximateCountFrom`.
 *
 * @example
 * const LIST: TableListOptions = { table: t, key: t.id, ordering: { nombre: t.nombre }, defaultOrdering: 'nombre',
 *   tiebreaker: t.id, search: [t.search_text] };
 * const COLUMNS = { id: t.id, nombre: t.nombre };
 * pageTable<Row>(db, request.query, LIST, COLUMNS)
 */
export async function pageTable<T>(db: Executor, params: ListParams, options: TableListOptions, columns: SelectedFields): Promise<Paginated<T>> {
  const request = pageRequest(params, options);
  if (request.where) {
    if (options.exactCountCap !== undefined) {
      const { estimate, perTerm } = await plannedMatches(db, options, request);
      const walkWhere = options.walkSearch && and(options.where, searchCondition(request.terms, options.walkSearch));
      const rare = rarestTermRequest(options, request, perTerm);
      if (rare) return estimatedPage<T>(db, options, columns, { ...rare.request, walkWhere }, { estimate: Math.min(estimate, rare.bound), narrow: true });
      return estimatedPage<T>(db, options, columns, { ...request, walkWhere }, { estimate, narrow: estimate <= options.exactCountCap });
    }
    return countedPage(await exactRows<T>(db, options, columns, request), request);
  }
  return wholeTablePage<T>(db, options, columns, request);
}
