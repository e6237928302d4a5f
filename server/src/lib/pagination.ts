import { and, asc, desc, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { Type } from '@fastify/type-provider-typebox';
import type { Paginated } from '@gestion/contract/errors';
import { MESSAGES, notFound } from './http-errors.js';

// DRF's PageNumberPagination + SearchFilter + OrderingFilter, for drizzle queries.

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;

/** Query-string properties of a paginated list: spread them into a route's querystring schema. */
export const listQueryProperties = {
  page: Type.Optional(Type.String({ description: 'Página, desde 1.' })),
  page_size: Type.Optional(Type.String({ description: `Tamaño de página (por defecto ${DEFAULT_PAGE_SIZE}, máximo ${MAX_PAGE_SIZE}).` })),
  search: Type.Optional(Type.String({ description: 'Texto buscado (sin distinguir mayúsculas ni acentos).' })),
  ordering: Type.Optional(Type.String({ description: 'campo o -campo (varios separados por comas).' })),
};
export const ListQuerySchema = Type.Object(listQueryProperties);

export interface ListParams {
  page?: string;
  page_size?: string;
  search?: string;
  ordering?: string;
}

export interface ListOptions {
  /** Whitelist of orderable fields: API name to column or expression. Unknown names are ignored. */
  ordering: Record<string, AnyColumn | SQL>;
  /** e.g. 'nombre' or '-fecha,id'; used when the request asks for no valid field. */
  defaultOrdering?: string;
  /** A unique column appended to every ordering so that pages are stable. */
  tiebreaker?: AnyColumn;
  /** Searched columns: each term must appear (accent- and case-insensitively) in one of them. */
  search?: readonly (AnyColumn | SQL)[];
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

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => '\\' + c);
}

/** DRF splits the search text on spaces and commas; every term must match some field. */
export function searchCondition(text: string | undefined, fields: readonly (AnyColumn | SQL)[]): SQL | undefined {
  const terms = (text ?? '')
    .split(/[\s,]+/)
    .map((t) => t.trim())
    .filter(Boolean);
  if (terms.length === 0 || fields.length === 0) return undefined;
  return and(
    ...terms.map((term) => {
      const pattern = `%${escapeLike(term)}%`;
      return or(
        ...fields.map((f) => sql`immutable_unaccent(${f}::text) ilike immutable_unaccent(${pattern}::text)`),
      );
    }),
  );
}

export function orderingClause(
  text: string | undefined,
  options: Pick<ListOptions, 'ordering' | 'defaultOrdering' | 'tiebreaker'>,
): SQL[] {
  const parse = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean)
      .flatMap((field) => {
        const descending = field.startsWith('-');
        const expr = options.ordering[descending ? field.slice(1) : field];
        return expr ? [descending ? desc(expr) : asc(expr)] : [];
      });
  let order = parse(text);
  if (order.length === 0) order = parse(options.defaultOrdering);
  if (options.tiebreaker) order.push(asc(options.tiebreaker));
  return order;
}

export function pageRequest(params: ListParams, options: ListOptions): PageRequest {
  const page = params.page === undefined || params.page === '' ? 1 : parsePositiveInt(params.page);
  if (page === null) throw notFound(MESSAGES.invalidPage);
  const pageSize = Math.min(parsePositiveInt(params.page_size) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return {
    page,
    pageSize,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    where: and(options.where, searchCondition(params.search, options.search ?? [])),
    orderBy: orderingClause(params.ordering, options),
  };
}

/**
 * One page of a list, as `{count, results}`. A page past the last one is 404 'Página inválida.'
 * (as DRF answers); page 1 of an empty list is `{count: 0, results: []}`.
 *
 * @example
 * return paginate(request.query, { ordering: { nombre: t.nombre }, search: [t.nombre], tiebreaker: t.id }, {
 *   count: (where) => db.$count(t, where),
 *   rows: (p) => db.select().from(t).where(p.where).orderBy(...p.orderBy).limit(p.limit).offset(p.offset),
 * });
 */
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
