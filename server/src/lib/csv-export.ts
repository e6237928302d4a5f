import { Readable } from 'node:stream';
import { and, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { bookmarkable, pageRequest, type ListParams, type OrderTerm, type PageRequest, type TableListOptions } from './pagination.js';

// A list as a CSV file: the rows the list's pages would show, with its search, filters
// and order, in batches of EXPORT_BATCH rows, each read after the last row of the one before
// (keyset), so the server never holds more than one batch, and each batch is a statement of its
// own (no transaction or cursor held for the whole file: on PGlite that would stop every other
// request until the download ends).

/** Rows per statement: ~150 KB of CSV for a price row. */
export const EXPORT_BATCH = 1_000;

/** Byte order mark: spreadsheets read the file as UTF-8 (accents) only with it. */
export const BOM = '\uFEFF';
/** The list separator of spreadsheets in Spanish locales (a comma is their decimal separator). */
export const CSV_SEPARATOR = ';';

/** One column of the file: the header the table shows and the cell of an item. */
export interface CsvColumn<Item> {
  header: string;
  value(item: Item): string | number | boolean | null | undefined;
}

/**
 * What a list declares once to be exported: the same options and selected columns as its pages
 * (and the same item mapping), plus the file's columns.
 */
export interface ListExport<Row, Item = Row> {
  list: TableListOptions;
  columns: SelectedFields;
  /** The page's items of a batch's rows (the same mapping as the page: e.g. its related rows, one query per batch). */
  toItems?(db: Executor, rows: Row[]): Item[] | Promise<Item[]>;
  csv: readonly CsvColumn<Item>[];
  /** The file's name without date or extension ('usuarios'). */
  fileName: string;
  /**
   * For a list whose pages build their search's condition themselves (with lookups in the database:
   * the price search), that same builder: the file's rows then hold the search's terms exactly as
   * the pages' do. The list's `search` is then left unset.
   */
  searchWhere?(db: Executor, terms: readonly string[]): Promise<SQL>;
}

/**
 * A cell that a spreadsheet would run as a formula (= + - @, tab, carriage return first) gets a
 * leading apostrophe (papaparse's `escapeFormulae` rule); then RFC 4180 quoting.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? 'Sí' : 'No') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

/**
 * Rows strictly after the row whose key is `last`, in `order`. The last row's keys are read again
 * in SQL (`select keys … where key = $last`: no value crosses to JavaScript and back, where a
 * timestamp would lose its microseconds). An order the bookmarks can walk (one direction, keys
 * never NULL) is one row comparison that its index serves; any other is spelled out key by key,
 * with PostgreSQL's NULL places (last ascending, first descending).
 */
function afterRow(options: TableListOptions, order: readonly OrderTerm[], last: unknown): SQL {
  const lastOf = (expr: OrderTerm['expr']) => sql`(select ${expr} from ${options.table} where ${options.key} = ${last})`;
  if (bookmarkable(options, order)) {
    const keys = sql.join(
      order.map((t) => sql`${t.expr}`),
      sql`, `,
    );
    const start = sql`(select ${keys} from ${options.table} where ${options.key} = ${last})`;
    return order[0]!.descending ? sql`(${keys}) < ${start}` : sql`(${keys}) > ${start}`;
  }
  const after = (t: OrderTerm) => {
    const l = lastOf(t.expr);
    return t.descending
      ? sql`(case when ${l} is null then ${t.expr} is not null else ${t.expr} < ${l} end)`
      : sql`(case when ${l} is null then false else (${t.expr} > ${l} or ${t.expr} is null) end)`;
  };
  const same = (t: OrderTerm) => sql`${t.expr} is not distinct from ${lastOf(t.expr)}`;
  const branches = order.map((t, i) => sql.join([...order.slice(0, i).map(same), after(t)], sql` and `));
  return sql`(${sql.join(branches, sql` or `)})`;
}

type KeyedRow = Record<string, unknown> & { export_key: unknown };

/**
 * A batch, as an unnamed statement that pg.Pool runs itself. Through the pool's prepared reads
 * (db/prepared-statements.ts) a million-price export took 7.3-8.8 s instead of 6.0-6.2, the rows
 * node-postgres parsed outlived the API's young generation (a heap sample: 390 of the 446 MB its
 * full collections freed), and its memory grew by 101-118 MiB instead of 4-6
 * (bench/precios-export-pg.mjs on a database already read, Node 24); with the API's pretenuring
 * off (scripts/lib.mjs, API_NODE_FLAGS) still by 94-133 MiB, against 0-7 unnamed. PostgreSQL's
 * plan is the same either way (EXPLAIN EXECUTE after six runs): nothing is saved by naming it.
 */
async function readBatch(db: Executor, spec: ListExport<unknown, unknown>, request: PageRequest, last: unknown, batchSize: number): Promise<KeyedRow[]> {
  const after = last === undefined ? undefined : afterRow(spec.list, request.order, last);
  return (await db
    .select({ ...spec.columns, export_key: spec.list.key })
    .from(spec.list.table)
    .where(and(request.where, after))
    .orderBy(...request.orderBy)
    .limit(batchSize)
    .prepare('')
    .execute()) as KeyedRow[];
}

/**
 * The checked request of an export: the list's own `search`, `ordering` and filters (a bad one is
 * the same 400 as on its pages); `page` and `page_size` mean nothing here.
 */
export function exportRequest(params: ListParams, list: TableListOptions): PageRequest {
  return pageRequest({ search: params.search, ordering: params.ordering }, list);
}

/**
 * The file, as a stream that reads a batch only when the one before has been taken by the
 * consumer (Readable.from pulls the generator: the reply's backpressure reaches the database).
 * The first batch is read before: a statement the database refuses (a search it cannot encode) or
 * cannot serve fails the request as any list's would (400, 503), before anything is sent. Ended
 * early (the client went away: the stream is destroyed), or failed, `onEnd` is called once
 * whatever the ending.
 */
export async function csvStream<Row, Item>(
  db: Executor,
  spec: ListExport<Row, Item>,
  request: PageRequest,
  onEnd: () => void,
  batchSize = EXPORT_BATCH,
): Promise<Readable> {
  const toItems = spec.toItems ?? ((_db: Executor, rows: Row[]) => rows as unknown as Item[]);
  let ended = false;
  const end = () => {
    if (!ended) {
      ended = true;
      onEnd();
    }
  };
  const read = (last: unknown) => readBatch(db, spec as ListExport<unknown, unknown>, request, last, batchSize);
  let first: KeyedRow[];
  try {
    if (spec.searchWhere && request.terms.length > 0) request = { ...request, where: and(request.where, await spec.searchWhere(db, request.terms)) };
    first = await read(undefined);
  } catch (err) {
    end();
    throw err;
  }
  async function* lines() {
    try {
      yield BOM + csvLine(spec.csv.map((c) => c.header));
      let rows = first;
      for (;;) {
        if (rows.length === 0) return;
        const items = await toItems(db, rows.map(({ export_key: _key, ...row }) => row as Row));
        let chunk = '';
        for (const item of items) chunk += csvLine(spec.csv.map((c) => c.value(item)));
        yield chunk;
        if (rows.length < batchSize) return;
        rows = await read(rows.at(-1)!.export_key);
      }
    } finally {
      end();
    }
  }
  const stream = Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
  // A stream destroyed before its first read never starts the generator (no finally): close covers it.
  stream.once('close', end);
  return stream;
}

/** `usuarios-2026-11-26.csv` (the day in UTC). */
export function exportFileName(base: string, now = new Date()): string {
  return `${base}-${now.toISOString().slice(0, 10)}.csv`;
}

