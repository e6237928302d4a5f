import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

// Searched text is stored normalised (lower case, no accents) in a generated column, so a search
// compares it with LIKE through a trigram index. unaccent wrapped in SQL cannot be inlined
// (~10 µs a row): paid once per write here rather than once per row and search.

/** The generated column's expression over the given columns' text. */
export const searchText = (text: SQL): SQL => sql`lower(immutable_unaccent(${text}))`;

/** LIKE's wildcards taken literally. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => '\\' + c);
}

/**
 * The pattern a search column is compared with: the term normalised like the column. With a
 * bound parameter the planner folds it into a constant, so the trigram index serves it.
 */
export const searchPattern = (term: string): SQL => sql`lower(immutable_unaccent(${`%${escapeLike(term)}%`}::text))`;
