import { and } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Paginated } from '@gestion/contract/errors';
import type { Executor } from '../db/client.js';
import type { TableListOptions } from './list/options.js';
import { pageRequest, type ListParams } from './list/request.js';
import { searchCondition } from './list/search.js';
import { countedPage, estimatedPage, exactRows, plannedMatches, rarestTermRequest, wholeTablePage } from './list/strategies.js';

// The list engine's entry: pageTable chooses how a page is read; its parts live in lib/list/
// (request parsing, the page statements' SQL, the statements kept between requests, the count and
// walk strategies). Lists import everything from here.

export type { ListOptions, TableListOptions } from './list/options.js';
export {
  DEFAULT_PAGE_SIZE,
  LIST_MESSAGES,
  ListQuerySchema,
  listQueryProperties,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  MAX_SEARCH_TERMS,
  pageRequest,
  searchTerms,
  type ListParams,
  type OrderTerm,
  type PageRequest,
} from './list/request.js';
export type { SearchField } from './list/search.js';
export { bookmarkable, rowKey } from './list/page-bookmarks.js';
export { BOOKMARK_FROM_OFFSET, estimatedPage, MAX_EXACT_MATCHES, rarestTermRequest, type FilterEstimate } from './list/strategies.js';

/**
 * One page of a table as `{count, results}`. The page's keys are chosen first (an index walk in
 * the requested order: an index on exactly that order that also holds the columns it reads makes
 * deep pages an index-only scan), then only those rows are read with `columns` (correlated
 * subqueries there run for the page's rows only). The count comes along in the same statement:
 * unfiltered, from the table's row counter (row_counts); filtered, `count(*) over ()` over the
 * rows the filter reads anyway. A page past the last one is 404 'Página inválida.' (as DRF
 * answers); page 1 of an empty list is `{count: 0, results: []}`.
 *
 * With `exactCountCap`, a filter the planner expects to match more rows than that is walked
 * (estimatedPage): reading and sorting ~12,500 of 100,000 users for each page cost far more than a
 * walk of the order's index that stops once the page is full; its count is taken once per table
 * version, or estimated past `approximateCountFrom`.
 *
 * @example
 * const LIST: TableListOptions = { table: t, key: t.id, ordering: { nombre: t.nombre }, defaultOrdering: 'nombre',
 *   tiebreaker: t.id, search: [t.search_text] };
 * const COLUMNS = { id: t.id, nombre: t.nombre };
 * pageTable<Row>(db, request.query, LIST, COLUMNS)
 */
export async function pageTable<T>(db: Executor, params: ListParams, options: TableListOptions, columns: SelectedFields): Promise<Paginated<T>> {
  const request = pageRequest(params, options);
  if (request.where) {
    if (options.exactCountCap !== undefined) {
      const { estimate, perTerm } = await plannedMatches(db, options, request);
      const walkWhere = options.walkSearch && and(options.where, searchCondition(request.terms, options.walkSearch));
      const rare = rarestTermRequest(options, request, perTerm);
      if (rare) return estimatedPage<T>(db, options, columns, { ...rare.request, walkWhere }, { estimate: Math.min(estimate, rare.bound), narrow: true });
      return estimatedPage<T>(db, options, columns, { ...request, walkWhere }, { estimate, narrow: estimate <= options.exactCountCap });
    }
    return countedPage(await exactRows<T>(db, options, columns, request), request);
  }
  return wholeTablePage<T>(db, options, columns, request);
}
