import { eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { PAGE_SIZE_OPTIONS } from '@gestion/contract/page-sizes';
import type { Executor } from '../../db/client.js';
import type { TableListOptions } from './options.js';
import { bookmarkable, bookmarksFor, type PageBookmarks } from './page-bookmarks.js';
import type { PageRequest } from './request.js';
import { wholePage, type PageRow, type WholePageRead } from './sql.js';

// What a list keeps between requests, per database handle and list (an options object declared
// once): its unfiltered pages' prepared statements and the names its caches are found by.

/** A number per options object, for the caches' keys (options declared once keep theirs). */
const listIds = new WeakMap<TableListOptions, number>();
let lastListId = 0;

export function listId(options: TableListOptions): number {
  let id = listIds.get(options);
  if (id === undefined) listIds.set(options, (id = ++lastListId));
  return id;
}

export type TrackedRow<T> = PageRow<T> & { page_key: unknown; page_version: string | number | null };

interface PreparedPage<R> {
  execute(values: { limit: number; offset: number; from?: unknown }): Promise<R[]>;
}

/** A first page's statement: its rows and place are in its text. */
interface FirstPage<R> {
  execute(): Promise<R[]>;
}

/** An order's unfiltered page statements (WholePageRead); a bookmarkable order has all three. */
export interface WholePageStatements {
  top: PreparedPage<PageRow<unknown>>;
  /** The first page of `rows` rows, for the page sizes the screens offer (see preparedWholePage); null for another size. */
  first(rows: number): FirstPage<PageRow<unknown>> | null;
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
 * unnamed: PostgreSQL still plans each page with its own limit and offset, since a plan kept for
 * any limit is a sort of the whole table (a limit it cannot see is taken for a tenth of the rows:
 * 26 ms for the users' page 1). A first page of a size the screens offer, the request every list
 * opens with, is the exception: its size is in its text, so one plan fits every call and is kept.
 * Planning was most of PostgreSQL's work on it: the users' page 1 took 0.53-0.57 ms a call
 * planned each time and 0.22 ms with its plan kept (pgbench, one caller, 100,000 users).
 */
export function preparedWholePage(db: Executor, options: TableListOptions, columns: SelectedFields, request: PageRequest): WholePageStatements {
  let byOptions = preparedPages.get(db);
  if (!byOptions) preparedPages.set(db, (byOptions = new WeakMap()));
  let byColumns = byOptions.get(options);
  if (!byColumns) byOptions.set(options, (byColumns = new WeakMap()));
  let byOrder = byColumns.get(columns);
  if (!byOrder) byColumns.set(columns, (byOrder = new Map()));
  const key = orderKey(options, request);
  let statements = byOrder.get(key);
  if (!statements) {
    // name '' unnamed (planned each time), undefined named by the pool (db/prepared-statements.ts)
    const prepare = (read: WholePageRead, name: string | undefined, firstRows?: number) => {
      const page = wholePage(db, options, request.order, read, firstRows);
      const fields = page as unknown as Record<'page_key' | 'page_version', SQL.Aliased>;
      const tracking: SelectedFields = read === 'top' ? {} : { page_key: fields.page_key, page_version: fields.page_version };
      return db
        .select({ ...columns, page_total: page.page_total, ...tracking })
        .from(options.table)
        .innerJoin(page, eq(options.key, page.page_key))
        .orderBy(...request.orderBy)
        .prepare(name as string) as unknown as PreparedPage<never>;
    };
    const firstPages = new Map<number, FirstPage<PageRow<unknown>>>();
    statements = {
      top: prepare('top', ''),
      first: (rows) => {
        if (!PAGE_SIZE_OPTIONS.includes(rows)) return null;
        let first = firstPages.get(rows);
        // No name of drizzle's: the pool names it by its text (db/prepared-statements.ts), so each
        // connection keeps it among its MAX_PREPARED most recent, and PostgreSQL its plan.
        if (!first) firstPages.set(rows, (first = prepare('top', undefined, rows) as unknown as FirstPage<PageRow<unknown>>));
        return first;
      },
    };
    if (bookmarkable(options, request.order)) {
      statements.bookmarked = { tracked: prepare('tracked', ''), bookmark: prepare('bookmark', bookmarkStatementName(options, columns, request, key)), marks: bookmarksFor(db, options, key) };
    }
    if (byOrder.size >= MAX_PREPARED_ORDERS) byOrder.clear();
    byOrder.set(key, statements);
  }
  return statements;
}
