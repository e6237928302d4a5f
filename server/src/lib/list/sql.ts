import { getTableName, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { TableListOptions } from './options.js';
import { toOrderBy, type OrderTerm, type PageRequest } from './request.js';

// The subqueries that choose a page's keys, one per way of reading it. Each is joined back to the
// table by the caller, which then reads only the page's rows with the list's columns.

/** A page's row with the count it carries. */
export type PageRow<T> = T & { page_total: number | string };

/**
 * How an unfiltered page is read: `top`, from the first row (near pages: see BOOKMARK_FROM_OFFSET;
 * reading the version measured ~10% of page 1's cost); `tracked`, from the first row with the version
 * the rows were read at (deeper pages, to remember where they start); `bookmark`, from a
 * remembered row (`from`, its key), where the order's index is entered directly:
 * `(keys) >= (select keys … where key = from)` is one index condition in PostgreSQL.
 */
export type WholePageRead = 'top' | 'tracked' | 'bookmark';

/** A table's name as an SQL literal (names are the schema's own: letters, digits and underscores). */
function sqlName(table: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`nombre de tabla inesperado: ${table}`);
  return sql.raw(`'${table}'`);
}

/**
 * Unfiltered: an index walk in the requested order, its place the placeholders `limit` and
 * `offset`; the count from the table's row counter (and the version from the same row: see
 * WholePageRead and page-bookmarks.ts). With `firstRows`, the first page of that many rows written
 * into the text, with no parameter at all (see preparedWholePage).
 */
export function wholePage(db: Executor, options: TableListOptions, order: readonly OrderTerm[], read: WholePageRead, firstRows?: number) {
  const table = getTableName(options.table);
  const tableName = firstRows === undefined ? sql`${table}` : sqlName(table);
  const counted = {
    page_key: options.key,
    page_total: sql<number>`coalesce((select n from row_counts where table_name = ${tableName}), -1)`.as('page_total'),
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
  const ordered = (read === 'bookmark' ? page.where(order[0]!.descending ? sql`(${keys}) <= ${start}` : sql`(${keys}) >= ${start}`) : page).orderBy(
    ...toOrderBy(order),
  );
  // drizzle makes a number limit a parameter: an SQL one stays in the text.
  if (firstRows !== undefined) return ordered.limit(sql.raw(String(Math.trunc(firstRows))) as unknown as number).as('page');
  return ordered.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).as('page');
}

/**
 * Filtered and counted: the matching rows with their sort keys, read once (through the search's
 * trigram index), counted and sorted in memory. The inner OFFSET 0 keeps the planner from walking
 * the order's index and filtering every row of the table instead (measured 4x slower on a broad
 * search over 100,000 users), since the count needs every match anyway. With `readAtMost`, the
 * matches read stop there (a LIMIT, as good a fence): more than that and `page_total` says so,
 * but the page is not the order's (see estimatedPage).
 */
export function filteredPage(db: Executor, options: TableListOptions, request: PageRequest, readAtMost?: number) {
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
export function tableVersion(options: TableListOptions) {
  return sql<string | number | null>`(select version from row_counts where table_name = ${getTableName(options.table)})`;
}

/**
 * Filtered and walked: the order's index read in order with the filter checked on each row, up to
 * the page and one row past it (so a full page knows whether another follows). A broad filter
 * fills the page after a short walk; nothing is counted. The table's version comes along, to date
 * a kept count.
 */
export function walkedPage(db: Executor, options: TableListOptions, request: PageRequest) {
  return db
    .select({ page_key: options.key, page_version: tableVersion(options).as('page_version') })
    .from(options.table)
    .where(request.walkWhere ?? request.where)
    .orderBy(...request.orderBy)
    .limit(request.limit + 1)
    .offset(request.offset)
    .as('page');
}
