import { and, asc, desc, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { Type } from '@fastify/type-provider-typebox';
import type { Paginated } from '@gestion/contract/errors';
import { fieldErrors, MESSAGES, notFound } from './http-errors.js';
import { searchPattern } from './search-text.js';

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

/** Every term must match some field. */
export function searchCondition(text: string | undefined, fields: readonly SearchField[]): SQL | undefined {
  const terms = searchTerms(text);
  if (terms.length === 0 || fields.length === 0) return undefined;
  return and(
    ...terms.map((term) => {
      const pattern = searchPattern(term);
      return or(...fields.map((f) => (typeof f === 'function' ? f(pattern) : sql`${f} like ${pattern}`)));
    }),
  );
}

/**
 * ORDER BY for `text`: whitelisted names only (looked up as own properties: `__proto__` or
 * `constructor` are names like any other), each once; anything else is a 400 naming the allowed.
 */
export function orderingClause(
  text: string | undefined,
  options: Pick<ListOptions, 'ordering' | 'defaultOrdering' | 'tiebreaker'>,
): SQL[] {
  const parse = (value: string | undefined) => {
    const seen = new Set<string>();
    const order: SQL[] = [];
    for (const field of (value ?? '').split(',').map((f) => f.trim()).filter(Boolean)) {
      const descending = field.startsWith('-');
      const name = descending ? field.slice(1) : field;
      if (!Object.hasOwn(options.ordering, name)) {
        throw fieldErrors({ ordering: [LIST_MESSAGES.badOrdering(field.slice(0, 100), Object.keys(options.ordering))] });
      }
      if (seen.has(name)) continue;
      seen.add(name);
      const expr = options.ordering[name]!;
      order.push(descending ? desc(expr) : asc(expr));
    }
    return order;
  };
  let order = parse(text);
  if (order.length === 0) order = parse(options.defaultOrdering);
  if (options.tiebreaker) order.push(asc(options.tiebreaker));
  return order;
}

export function pageRequest(params: ListParams, options: ListOptions): PageRequest {
  const page = params.page === undefined || params.page === '' ? 1 : parsePositiveInt(params.page);
  if (page === null) throw notFound(MESSAGES.invalidPage);
  const pageSize = Math.min(parsePositiveInt(params.page_size) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const offset = (page - 1) * pageSize;
  // Past any table PostgreSQL can hold: not worth a query.
  if (!Number.isSafeInteger(offset)) throw notFound(MESSAGES.invalidPage);
  return {
    page,
    pageSize,
    limit: pageSize,
    offset,
    where: and(options.where, searchCondition(params.search, options.search ?? [])),
    orderBy: orderingClause(params.ordering, options),
  };
}

export async function paginate<T>(
  params: ListParams,
  options: ListOptions,
  fetch: {
    count: (where: SQL | undefined) => PromiseLike<number>;
    rows: (request: PageRequest) => PromiseLike<T[]>;
  },
): Promise<Paginated<T>> {
  const request = pageRequest(params, options);
  const [count, results] = await Promise.all([fetch.count(request.where), fetch.rows(request)]);
  if (results.length === 0 && request.page > 1) throw notFound(MESSAGES.invalidPage);
  return { count: Number(count), results };
}
