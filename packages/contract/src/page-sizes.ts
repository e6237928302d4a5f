// How many rows a page of a server-paginated list holds: read by the server and by the screens,
// and importing nothing at run time (the screens' bundles take it without typebox).

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;
/**
 * The page sizes the screens offer (ServerTable of @gestion/ui). The server keeps PostgreSQL's plan
 * of each list's first page of these sizes (server/src/lib/list/statements.ts), and of no other.
 */
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, DEFAULT_PAGE_SIZE, 50];
