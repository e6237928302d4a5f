import { and, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Executor } from '../../../db/client.js';
import { distribuidores, preciosProductos as pp, productos } from '../../../db/schema/index.js';
import { cachedPlannedRows } from '../../../lib/list/planned-rows.js';
import { searchPattern } from '../../../lib/search-text.js';

// What a search of the price list selects, at a million prices, with no searched text per price
// (writing one cost every imported row its normalisation; a trigram index over it had doubled an
// import's insert time). A price's searched text is its product's text (long name, unit, type,
// category) and its distributor's name, joined by spaces, and a term has no space (and LIKE's
// wildcards are escaped): a term is in a price exactly when it is in the price's product or in its
// distributor. So:
// - a rare term is looked up in the few thousand products and distributors (the trigram indexes
//   of their stored `search_text`) and becomes a list of ids, which the price table's indexes serve;
// - a common term (in more than MAX_TERM_IDS of them) is checked on the price rows an order's
//   index walk reads anyway, as membership of the row's product or distributor in a set. Up to
//   MAX_KEPT_IDS, that set is the term's ids, looked up once per catalogue version and sent as a
//   bitmap tested per row (IdBitmap; a list of thousands of ids in `= any()` cost the planner 1 to
//   2 ms, an estimate per id, and unnested into a hash it cost parsing and hashing on every
//   statement); past it, or before a lookup, the products whose text holds it, read by the
//   statement (enPrecio: 1.3 ms of trigram recheck for «cemento»'s 2,000 products among 20,000,
//   on every page).

/** A term expected in more products and distributors than this is checked on the rows read. */
export const MAX_TERM_IDS = 500;
/** A term found in more products and distributors than this is checked through their text (enPrecio). */
export const MAX_KEPT_IDS = 4000;

const enProductos = (pattern: SQL) => sql`${productos.search_text} like ${pattern}`;
const enDistribuidores = (pattern: SQL) => sql`${distribuidores.search_text} like ${pattern}`;

/**
 * A price holds the term (its normalised pattern): its product's text or its distributor's name
 * does. Uncorrelated `IN`s: PostgreSQL reads each set once per statement (through the trigram
 * index) and probes a hash of it for each price row, cheaper than a LIKE over each row's text.
 */
const enPrecio = (pattern: SQL): SQL =>
  sql`(${pp.producto_id} in (select ${productos.id} from ${productos} where ${enProductos(pattern)}) or ${pp.distribuidor_id} in (select ${distribuidores.id} from ${distribuidores} where ${enDistribuidores(pattern)}))`;

/** The products whose text holds a term, and the distributors whose name does. */
interface TermIds {
  productos: number[];
  distribuidores: number[];
}

/** node-postgres parses an `int[]`; a driver that does not answers its text, `{1,2,3}`. */
const idList = (value: unknown): number[] =>
  (typeof value === 'string' ? value.slice(1, -1).split(',').filter(Boolean) : ((value ?? []) as unknown[])).map(Number);

/**
 * The versions of the products and distributors tables (row_counts, migration 0017): equal in two
 * reads, the two tables held the same rows, so a term was in the same ones.
 */
export const CATALOGO_VERSION = sql<string | null>`(select string_agg(version::text, ',' order by table_name) from row_counts where table_name in ('distribuidores', 'productos'))`;

/** What a lookup found, and the catalogue's version it was read at (null: not kept). */
interface Lookup {
  found: TermIds[];
  version: string | null;
}

/** Each term's ids, in one statement; at most `limit` of each kind per term. */
async function termIds(db: Executor, terms: readonly string[], limit: number): Promise<Lookup> {
  const columns = terms.flatMap((term, i) => {
    const pattern = searchPattern(term);
    return [
      sql`array(select ${productos.id} from ${productos} where ${enProductos(pattern)} limit ${limit}) as ${sql.identifier(`p${i}`)}`,
      sql`array(select ${distribuidores.id} from ${distribuidores} where ${enDistribuidores(pattern)} limit ${limit}) as ${sql.identifier(`d${i}`)}`,
    ];
  });
  const [row = {}] = rowsOf<Record<string, unknown>>(await db.execute(sql`select ${sql.join(columns, sql`, `)}, ${CATALOGO_VERSION} as "v"`));
  return {
    found: terms.map((_, i) => ({ productos: idList(row[`p${i}`]), distribuidores: idList(row[`d${i}`]) })),
    version: row.v == null ? null : String(row.v),
  };
}

/** Lookups kept per database handle: a search is typed, then paged and sorted; this bounds the rest. */
const MAX_KEPT_LOOKUPS = 500;
const keptLookups = new WeakMap<Executor, Map<string, Lookup>>();

/**
 * The terms' ids: a lookup kept from an earlier search of them (`remembered` says so, with the
 * version it holds for, to be checked on the page read with it), else a new one, then kept. A
 * repeated narrow search is then one statement, not two: the lookup's round trip measured a third
 * of it on PostgreSQL.
 */
async function lookUp(db: Executor, terms: readonly string[], limit: number, reuse: boolean): Promise<{ found: TermIds[]; remembered?: string }> {
  let kept = keptLookups.get(db);
  if (!kept) keptLookups.set(db, (kept = new Map()));
  const key = `${limit}\u0000${termsKey(terms)}`;
  const previous = reuse ? kept.get(key) : undefined;
  if (previous?.version) return { found: previous.found, remembered: previous.version };
  const lookup = await termIds(db, terms, limit);
  kept.delete(key);
  if (kept.size >= MAX_KEPT_LOOKUPS) kept.delete(kept.keys().next().value!);
  if (lookup.version !== null) kept.set(key, lookup);
  return { found: lookup.found };
}

/**
 * A bitmap of the ids (bit `id - base` set, bits numbered from the right within each byte, as
 * `get_bit(bytea)` reads them; the bits past the last id are 0). A few kilobytes for the
 * thousands of ids of a common term, against ~10 KB of text, which PostgreSQL parsed into an array and hashed on every
 * statement: 260 of the 380 µs of «cemento»'s page (2,000 products) against 160 µs with the
 * bitmap, whose test per walked row is one bit (measured on PostgreSQL, one connection, warm).
 */
interface IdBitmap {
  base: number;
  /** Sent as is: node-postgres binds a Buffer in binary form, PGlite takes it as bytea. */
  bits: Buffer;
}

/** Past this many bytes the array is sent instead (ids spread over millions of ids). */
export const MAX_BITMAP_BYTES = 64 * 1024;

/** Built once per list of ids: the kept lookups hand the same arrays to every page of a search. */
const bitmaps = new WeakMap<readonly number[], IdBitmap | null>();

function bitmapOf(ids: readonly number[]): IdBitmap | null {
  let bitmap = bitmaps.get(ids);
  if (bitmap !== undefined) return bitmap;
  bitmap = null;
  // A kept list holds at most MAX_KEPT_IDS ids: spread as arguments safely.
  const base = Math.min(...ids);
  const size = Math.ceil((Math.max(...ids) - base + 1) / 8);
  if (ids.length > 0 && size <= MAX_BITMAP_BYTES) {
    const bits = Buffer.alloc(size);
    for (const id of ids) bits[(id - base) >> 3] = bits[(id - base) >> 3]! | (1 << ((id - base) & 7));
    bitmap = { base, bits };
  }
  bitmaps.set(ids, bitmap);
  return bitmap;
}

/**
 * The column's value is one of `ids`, in one bound parameter however many (drizzle spreads a JS
 * array into one per id). Up to `indexed` ids, `= any()`, which the column's index serves; more
 * are a bitmap tested on each row read (IdBitmap), or, spread too wide for one, unnested into a
 * set probed as a hash (see the head of this file).
 */
const inIds = (column: PgColumn, ids: readonly number[], indexed: number, maxBitmapBytes: number): SQL => {
  const array = () => `{${ids.join(',')}}`;
  if (ids.length <= indexed) return sql`${column} = any(${array()}::int[])`;
  const bitmap = bitmapOf(ids);
  // CASE, not AND: PostgreSQL may test a WHERE's conditions in any order, and get_bit past the
  // end is an error.
  if (bitmap && bitmap.bits.length <= maxBitmapBytes) {
    const { base, bits } = bitmap;
    return sql`case when ${column} >= ${base} and ${column} < ${base + bits.length * 8} then get_bit(${bits}::bytea, ${column} - ${base}) = 1 else false end`;
  }
  // `is true` keeps the IN a hashed subplan: alone in a WHERE, PostgreSQL turns it into a semi
  // join that unnests the whole array again for each row of the walk (46 ms instead of 1).
  return sql`(${column} in (select unnest(${array()}::int[]))) is true`;
};

function intersection(lists: readonly number[][]): number[] {
  return lists.reduce((kept, list) => {
    const ids = new Set(list);
    return kept.filter((id) => ids.has(id));
  });
}

/**
 * The prices in which every looked-up term is: terms found only in products narrow to one list of
 * products, terms found only in distributors to one list of distributors; a term found in both
 * is either. Null when no price can match.
 */
function idCondition(terms: readonly TermIds[], indexed: number, maxBitmapBytes: number): { where: SQL; narrow: boolean } | null {
  if (terms.some((t) => t.productos.length === 0 && t.distribuidores.length === 0)) return null;
  const soloProductos = terms.filter((t) => t.distribuidores.length === 0).map((t) => t.productos);
  const soloDistribuidores = terms.filter((t) => t.productos.length === 0).map((t) => t.distribuidores);
  const conditions: SQL[] = [];
  // Some list is short enough for an index to read the matches from (else only a walk finds them).
  let narrow = false;
  const listed = (column: PgColumn, ids: readonly number[]) => {
    narrow ||= ids.length <= indexed;
    return inIds(column, ids, indexed, maxBitmapBytes);
  };
  if (soloProductos.length > 0) {
    const ids = intersection(soloProductos);
    if (ids.length === 0) return null;
    conditions.push(listed(pp.producto_id, ids));
  }
  if (soloDistribuidores.length > 0) {
    const ids = intersection(soloDistribuidores);
    if (ids.length === 0) return null;
    conditions.push(listed(pp.distribuidor_id, ids));
  }
  for (const t of terms) {
    if (t.productos.length > 0 && t.distribuidores.length > 0) {
      const either = t.productos.length + t.distribuidores.length <= indexed;
      narrow ||= either;
      conditions.push(
        or(inIds(pp.producto_id, t.productos, either ? indexed : 0, maxBitmapBytes), inIds(pp.distribuidor_id, t.distribuidores, either ? indexed : 0, maxBitmapBytes))!,
      );
    }
  }
  return { where: and(...conditions)!, narrow };
}

/** The search's terms as a cache key. */
const termsKey = (terms: readonly string[]) => terms.join('\u0000');

/** What a search of the price list reads. */
export interface BusquedaPrecios {
  /** The prices holding every term; null when none can. */
  where: SQL | null;
  /** How many prices the planner's figures suggest match. */
  expected: number;
  /** `where` reads through a short list of ids of products or distributors: its matches can be read and counted. */
  byIds: boolean;
  /**
   * The ids come from a kept lookup, right while CATALOGO_VERSION is this: read it with the page,
   * and search again with `reuse: false` when it differs (or nothing was read to tell).
   */
  remembered?: string;
}

export interface BusquedaLimits {
  /** See MAX_TERM_IDS. */
  maxTermIds?: number;
  /** See MAX_KEPT_IDS. */
  maxKeptIds?: number;
  /** See MAX_BITMAP_BYTES. */
  maxBitmapBytes?: number;
  /** A search expected to match more prices than this is checked on the rows an order's walk reads. */
  narrowCap: number;
  /** A kept lookup of the terms may serve (see BusquedaPrecios.remembered). */
  reuse?: boolean;
}

const textCheck = (term: string) => enPrecio(searchPattern(term));

/**
 * The condition on precios_productos that selects the prices holding every term (accent- and
 * case-insensitively), and how many it is expected to select. One EXPLAIN, cached per search,
 * gives the planner's figures for each term in products and distributors and the tables' sizes:
 * a term's share of prices is taken as its share of products plus its share of distributors, and
 * the terms as independent. The terms in at most MAX_KEPT_IDS products and distributors are looked
 * up (one more statement, then kept while the catalogue is unchanged); a narrow search reads its
 * matches through the short lists among them, a broad one walks an order's index and checks its
 * rows against them.
 */
export async function busquedaPrecios(
  db: Executor,
  terms: readonly string[],
  { maxTermIds = MAX_TERM_IDS, maxKeptIds = Math.max(MAX_KEPT_IDS, maxTermIds), maxBitmapBytes = MAX_BITMAP_BYTES, narrowCap, reuse = true }: BusquedaLimits,
): Promise<BusquedaPrecios> {
  const patterns = terms.map(searchPattern);
  const [productosTotal = 1, distribuidoresTotal = 1, preciosTotal = 0, ...perTerm] = await cachedPlannedRows(db, `precios:${termsKey(terms)}`, () => [
    sql`select 1 from ${productos}`,
    sql`select 1 from ${distribuidores}`,
    sql`select 1 from ${pp}`,
    ...patterns.flatMap((pattern) => [
      sql`select 1 from ${productos} where ${enProductos(pattern)}`,
      sql`select 1 from ${distribuidores} where ${enDistribuidores(pattern)}`,
    ]),
  ]);
  const inProductos = (i: number) => perTerm[2 * i] ?? 0;
  const inDistribuidores = (i: number) => perTerm[2 * i + 1] ?? 0;
  const share = (i: number) => Math.min(1, inProductos(i) / Math.max(1, productosTotal) + inDistribuidores(i) / Math.max(1, distribuidoresTotal));
  const expected = Math.round(terms.reduce((n, _, i) => n * share(i), preciosTotal));
  const broad = { where: and(...terms.map(textCheck))!, expected, byIds: false };

  const listable = terms.filter((_, i) => inProductos(i) + inDistribuidores(i) <= maxKeptIds);
  if (listable.length === 0) return broad;
  const { found, remembered } = await lookUp(db, listable, maxKeptIds + 1, reuse);
  // Rarer than expected is fine; more common (a list cut at the limit) is checked through the text.
  const looked = found.filter((t) => t.productos.length + t.distribuidores.length <= maxKeptIds);
  if (looked.length === 0) return broad;
  const byIds = idCondition(looked, maxTermIds, maxBitmapBytes);
  // Nothing read could tell a kept lookup's "no price" stale: only a new one says it.
  if (!byIds) return remembered ? busquedaPrecios(db, terms, { maxTermIds, maxKeptIds, maxBitmapBytes, narrowCap, reuse: false }) : { where: null, expected: 0, byIds: true };
  const checked = terms.filter((term) => !looked.includes(found[listable.indexOf(term)]!));
  return {
    where: and(byIds.where, ...checked.map(textCheck))!,
    expected,
    byIds: byIds.narrow && expected <= narrowCap,
    ...(remembered ? { remembered } : {}),
  };
}
