// The one shape of every server-paginated list, for the server and the browser alike.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-sizes.js';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './page-sizes.js';

/** A search longer than this, or with more terms, is refused: each term is one more scan. */
export const MAX_SEARCH_LENGTH = 200;
export const MAX_SEARCH_TERMS = 8;

/**
 * Query-string properties of a paginated list (spread into a route's querystring schema). `page`
 * and `page_size` are text, as a query string carries them, so that the server answers as DRF
 * does: a `page_size` that is no number falls back to the default, a `page` that is none is 404
 * 'Página inválida.' (an integer schema would answer 400 before the list is asked).
 */
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

/** Query of a paginated list: `page` (from 1), `page_size`, `search`, `ordering` (`campo` or `-campo`). */
export interface ListQuery extends Static<typeof ListQuerySchema> {}

/** Answer of a paginated list: our server always sends this shape. */
export interface Paginated<T> {
  /** Rows behind all pages: exact unless `count_approximate`. The same on every page of one query. */
  count: number;
  /**
   * `true` when `count` is the planner's estimate (a search matching more rows than its list
   * counts exactly; docs/server.md, «Across every route» (honest counts)); absent when exact. The page past the last
   * full one (the walk's end) answers the exact count, and later pages of the query keep it.
   */
  count_approximate?: true;
  results: T[];
}
