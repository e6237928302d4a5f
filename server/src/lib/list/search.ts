import { and, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { searchPattern } from '../search-text.js';

/**
 * What a search term is matched against: a stored normalised column (lib/search-text.ts,
 * compared with LIKE), or a predicate built from the normalised pattern (e.g. an `IN` over a
 * related table's search column).
 */
export type SearchField = AnyColumn | ((pattern: SQL) => SQL);

/**
 * One term in some field. `indexed: false` writes the same test in a form no index serves
 * (`column || ''`): the row's own value, checked on the rows another term's index found.
 */
export function termCondition(term: string, fields: readonly SearchField[], indexed = true): SQL | undefined {
  const pattern = searchPattern(term);
  return or(...fields.map((f) => (typeof f === 'function' ? f(pattern) : indexed ? sql`${f} like ${pattern}` : sql`(${f} || '') like ${pattern}`)));
}

/** Every term must match some field; with `indexedTerm`, only that one is read through the index. */
export function searchCondition(terms: readonly string[], fields: readonly SearchField[], indexedTerm?: string): SQL | undefined {
  if (terms.length === 0 || fields.length === 0) return undefined;
  return and(...terms.map((term) => termCondition(term, fields, indexedTerm === undefined || term === indexedTerm)));
}
