import { and, asc, desc } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { fieldErrors, MESSAGES, notFound } from '../http-errors.js';
import type { ListOptions } from './options.js';
import { searchCondition } from './search.js';

// A list request as the query string states it (DRF's PageNumberPagination + SearchFilter +
// OrderingFilter): its page, its search's terms and its order, checked and refused as DRF does.

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, MAX_SEARCH_TERMS } from '@gestion/contract/list';
import type { ListQuery } from '@gestion/contract/list';

export { DEFAULT_PAGE_SIZE, listQueryProperties, ListQuerySchema, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, MAX_SEARCH_TERMS } from '@gestion/contract/list';

export const LIST_MESSAGES = {
  searchTooLong: `La búsqueda admite como máximo ${MAX_SEARCH_LENGTH} caracteres.`,
  searchTooManyTerms: `La búsqueda admite como máximo ${MAX_SEARCH_TERMS} palabras.`,
  badOrdering: (field: string, allowed: readonly string[]) =>
    `"${field}" no es un campo válido para ordenar. Campos permitidos: ${allowed.join(', ')}.`,
} as const;

/** A list request as the query string states it: the contract's list query. */
export type ListParams = ListQuery;

/** One key of an ORDER BY. */
export interface OrderTerm {
  expr: AnyColumn | SQL;
  descending: boolean;
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

export const toOrderBy = (terms: readonly OrderTerm[]): SQL[] => terms.map((t) => (t.descending ? desc(t.expr) : asc(t.expr)));

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
