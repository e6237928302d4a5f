import { sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Paginated } from '@gestion/contract/errors';
import type { PrecioProducto, PrecioProductoOrdenable } from '@gestion/contract/terra';
import { PrecioProductoSchema } from '@gestion/contract/terra';
import { PRECIO_RESOURCE } from '@gestion/contract/resources/terra';
import { tableResource } from '../../../resource/table-resource.js';
import type { Executor } from '../../../db/client.js';
import { preciosProductos as pp } from '../../../db/schema/index.js';
import { ApiError, MESSAGES, notFound } from '../../../lib/http-errors.js';
import { estimatedPage, MAX_EXACT_MATCHES, pageRequest, pageTable, searchTerms, type ListParams } from '../../../lib/pagination.js';
import { deleteRow, updateRow } from '../../../repositories/row-writes.js';
import { busquedaPrecios, CATALOGO_VERSION, MAX_TERM_IDS } from './precios-busqueda.js';

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

/** With the catalogue's version, read once per statement: a kept lookup's ids are checked on it. */
const CHECKED_COLUMNS = { ...precioColumns, catalogo_version: CATALOGO_VERSION };

/**
 * The condition a search puts on the prices, as the list's pages build it (busquedaPrecios): the
 * export reads it from here, so a file holds the rows its pages show. Its lookup is always a new
 * one (no kept ids: nothing in the file's batches could tell them stale).
 */
export async function precioSearchWhere(db: Executor, terms: readonly string[]): Promise<SQL> {
  const { where } = await busquedaPrecios(db, terms, { narrowCap: PRECIO_EXACT_COUNT_CAP, reuse: false });
  return where ?? sql`false`;
}

/**
 * A search expected to match up to this many rows (precios-busqueda.ts) is counted exactly
 * and its page picked among its matches; past it the count is the estimate, flagged
 * `count_approximate` (exact from the page where the walk ends), and the page a walk of the
 * order's index that stops at the page. Prices have no index on their text: an exact count of a
 * broad search reads the million rows.
 */
export const PRECIO_EXACT_COUNT_CAP = 1000;
/** When the estimate was far too low: the exact path reads at most this many keys (bind parameters stay well under 65,535). */
export const PRECIO_MAX_EXACT_MATCHES = MAX_EXACT_MATCHES;

export interface PrecioPageLimits {
  exactCountCap?: number;
  maxExactMatches?: number;
  /** See MAX_TERM_IDS. */
  maxTermIds?: number;
  /** See MAX_KEPT_IDS. */
  maxKeptIds?: number;
  /** See MAX_BITMAP_BYTES. */
  maxBitmapBytes?: number;
}

/**
 * GET /api/terra/precios-productos/: one page. The names are the row's copies (kept by the
 * triggers of migration 0009), so sorting walks one index; a search is a condition on the
 * products' and distributors' ids or the row's text (precios-busqueda.ts); the unfiltered
 * count is the table's row counter. A search expected to match more than `exactCountCap` rows
 * answers its estimate as `count`.
 */
export async function pagePrecios(
  db: Executor,
  params: ListParams,
  { exactCountCap = PRECIO_EXACT_COUNT_CAP, maxExactMatches = PRECIO_MAX_EXACT_MATCHES, maxTermIds = MAX_TERM_IDS, maxKeptIds, maxBitmapBytes }: PrecioPageLimits = {},
): Promise<Paginated<PrecioProducto>> {
  const words = searchTerms(params.search);
  if (words.length === 0) return pageTable<PrecioProducto>(db, params, PRECIOS.list, precioColumns);
  const request = pageRequest(params, PRECIOS.list);
  let search = await busquedaPrecios(db, words, { maxTermIds, maxKeptIds, maxBitmapBytes, narrowCap: exactCountCap });
  // A narrow search's matches are read (through the ids' indexes), counted and paged. Counting
  // a broad one exactly means reading all of its matches (~100,000 of a million), while its page
  // is a short walk of the order's index that stops at the page.
  const read = <T>(where: SQL, columns: SelectedFields) =>
    estimatedPage<T>(db, PRECIOS.list, columns, { ...request, where }, { estimate: search.expected, narrow: search.byIds, maxExactMatches, approximateCountFrom: exactCountCap });
  if (search.remembered && search.where) {
    // Kept ids are right only while the catalogue's version is the one they were found at.
    const page = await read<PrecioProducto & { catalogo_version: string | null }>(search.where, CHECKED_COLUMNS).catch((err: unknown) => {
      if (err instanceof ApiError && err.statusCode === 404) return null;
      throw err;
    });
    if (page && page.results.length > 0 && page.results[0]!.catalogo_version === search.remembered) {
      return { ...page, results: page.results.map(({ catalogo_version: _version, ...row }) => row) };
    }
    search = await busquedaPrecios(db, words, { maxTermIds, maxKeptIds, maxBitmapBytes, narrowCap: exactCountCap, reuse: false });
  }
  if (!search.where) {
    if (request.page > 1) throw notFound(MESSAGES.invalidPage);
    return { count: 0, results: [] };
  }
  return read<PrecioProducto>(search.where, precioColumns);
}

/** The prices, declared once (the contract's declaration bound to the table); a search is busquedaPrecios, for the page and the file. */
export const PRECIOS = tableResource<PrecioProducto, PrecioProducto, 'terra'>(PRECIO_RESOURCE, {
  table: pp,
  key: pp.id,
  columns: precioColumns,
  schema: PrecioProductoSchema,
  // Each orderable name has its index `(column, id)` (areas/terra/tables.ts), walked backwards for `-`.
  list: { tiebreakerFollowsOrder: true },
  page: (db, params) => pagePrecios(db, params),
  searchWhere: precioSearchWhere,
  historial: {
    columns: { producto: pp.producto_nombre, distribuidor: pp.distribuidor_nombre, fecha: pp.fecha, valor: pp.valor, moneda: pp.moneda },
    repr: (r) => `${String(r.producto)} · ${String(r.distribuidor)} · ${String(r.fecha)}`,
  },
});

/**
 * Sets a price's corrected value or date: false when there is none, 'fecha' when its product
 * already has a price of that distributor on that date (the unique index).
 */
export const updatePrecio = (db: Executor, id: number, changes: { valor?: string; fecha?: string }): Promise<boolean | 'fecha'> =>
  updateRow(db, pp, pp.id, id, changes, { constraint: 'precios_productos_producto_distribuidor_fecha_uq', taken: 'fecha' as const });

/** Removes one price; false when there is none. Nothing refers to a price. */
export const deletePrecio = (db: Executor, id: number): Promise<boolean> => deleteRow(db, pp, pp.id, id);

/** The orderable names and their columns. */
export const PRECIO_ORDERING = PRECIOS.list.ordering as Record<PrecioProductoOrdenable, (typeof precioColumns)[PrecioProductoOrdenable]>;

/** The price list as a file, its search the pages' own (precioSearchWhere). */
export const PRECIO_EXPORT = PRECIOS.export;
