import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SearchField } from './search.js';

// How a list is declared: what the request may order and search by, and for a table's list how
// its pages are read and counted.

export interface ListOptions {
  /** Whitelist of orderable fields: API name to column or expression. Other names are a 400. */
  ordering: Readonly<Record<string, AnyColumn | SQL>>;
  /** e.g. 'nombre' or '-fecha,id'; used when the request asks for no field. */
  defaultOrdering?: string;
  /** A unique column appended to every ordering so that pages are stable. */
  tiebreaker?: AnyColumn;
  /**
   * The tiebreaker takes the direction of the ordering's last key (ascending otherwise): then one
   * index on `(column, tiebreaker)` serves both directions of a column, walked backwards for `-`.
   */
  tiebreakerFollowsOrder?: boolean;
  /** Searched fields: each term must appear (accent- and case-insensitively) in one of them. */
  search?: readonly SearchField[];
  /** The route's own filters. */
  where?: SQL;
}

/**
 * What a list page reads: the table and its unique key; `ordering`, `search`, `where` and the
 * rest as in ListOptions. Declare it once (a module constant), with its columns: the unfiltered
 * page's statement and a search's estimate are kept per options object.
 */
export interface TableListOptions extends ListOptions {
  table: PgTable;
  /** A unique column of the table: the page is chosen by it, then its rows are read. */
  key: PgColumn;
  /**
   * Set: a filtered page (search or route filter) asks the planner first how many rows it will
   * match (EXPLAIN, no rows read, reused for 30 s: lib/list/planned-rows.ts). Up to this many, it is
   * counted exactly; past it, the page is a walk of the order's index that stops at the page and
   * `count` is the estimate (see pageTable). Unset: every filtered page is counted exactly.
   */
  exactCountCap?: number;
  /** With exactCountCap: the exact path reads at most this many matches (the estimate was far too low past it). */
  maxExactMatches?: number;
  /**
   * With exactCountCap: a walked search expected to match more rows than this answers the planner's
   * estimate as `count`, with `count_approximate: true`; up to it, the matches are counted (once per
   * table version: lib/list/counts.ts). Unset: every walked search is counted.
   */
  approximateCountFrom?: number;
  /** Unfiltered pages from this offset on start from a remembered row where they can (BOOKMARK_FROM_OFFSET by default). */
  bookmarkFromOffset?: number;
  /**
   * With exactCountCap: what a walked page checks a term against instead of `search`, when the
   * same test can be read from the order's index (columns it holds): the walk is then an
   * index-only scan, with no visit to each row it passes over. Must match exactly the rows `search` matches.
   */
  walkSearch?: readonly SearchField[];
}
