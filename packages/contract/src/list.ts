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
  count: number;
  results: T[];
}
