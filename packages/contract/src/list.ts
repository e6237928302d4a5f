// The one shape of every server-paginated list, for the server and the browser alike.

/** Query of a paginated list: `page` (1-based), `page_size` (default 20, max 1000), `search`, `ordering` (`campo` or `-campo`). */
export interface ListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
}

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
