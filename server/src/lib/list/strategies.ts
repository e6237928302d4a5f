import { and, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Paginated } from '@gestion/contract/errors';
import type { Executor } from '../../db/client.js';
import { MESSAGES, notFound } from '../http-errors.js';
import { keepCount, keptCount } from './counts.js';
import type { TableListOptions } from './options.js';
import { cachedPlannedRows } from './planned-rows.js';
import type { PageRequest } from './request.js';
import { searchCondition, termCondition } from './search.js';
import { filteredPage, tableVersion, walkedPage, type PageRow } from './sql.js';
import { listId, preparedWholePage, type TrackedRow, type WholePageStatements } from './statements.js';

// How a page is read and counted: unfiltered, from the top or a remembered row with the table's
// row counter; filtered, counted exactly among the matches, or walked with a kept or estimated count.

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
export async function wholeTablePage<T>(db: Executor, options: TableListOptions, columns: SelectedFields, request: PageRequest): Promise<Paginated<T>> {
  const { top, first, bookmarked } = preparedWholePage(db, options, columns, request);
  const firstPage = request.offset === 0 ? first(request.limit) : null;
  const rows = firstPage
    ? ((await firstPage.execute()) as PageRow<T>[])
    : bookmarked && request.offset >= (options.bookmarkFromOffset ?? BOOKMARK_FROM_OFFSET)
      ? await trackedRows<T>(bookmarked, request)
      : ((await top.execute({ limit: request.limit, offset: request.offset })) as PageRow<T>[]);
  const page = countedPage(rows, request);
  // A table without a row counter is counted for real (register big tables in row_counts).
  if (page.count < 0) page.count = await db.$count(options.table);
  return page;
}

/** See TableListOptions.maxExactMatches. */
export const MAX_EXACT_MATCHES = 10_000;

/**
 * The planner's estimate of the rows the request's filter selects, and with several search terms
 * of each term alone (cached per list and search): see rarestTermRequest.
 */
export async function plannedMatches(db: Executor, options: TableListOptions, request: PageRequest): Promise<{ estimate: number; perTerm: number[] }> {
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
export async function exactRows<T>(db: Executor, options: TableListOptions, columns: SelectedFields, request: PageRequest, readAtMost?: number) {
  const page = filteredPage(db, options, request, readAtMost);
  return (await db
    .select({ ...columns, page_total: page.page_total })
    .from(options.table)
    .innerJoin(page, eq(options.key, page.page_key))
    .orderBy(...request.orderBy)) as unknown as PageRow<T>[];
}

/** `{count, results}` of rows that carry the count (`page_total`). */
export function countedPage<T>(rows: PageRow<T>[], request: PageRequest): Paginated<T> {
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
 * version (lib/list/counts.ts); else the exact count of the matches when at most
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
