import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ServerTableParams } from './server-table';
import type { ListParamsState } from './use-server-list';
import { DEFAULT_SERVER_PARAMS } from './use-server-list';

/** The server's own cap on `page_size` (contract ListQuery). */
const MAX_PAGE_SIZE = 1000;

function positiveInt(text: string | null, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= max ? n : undefined;
}

/** Reads the list parameters from a query string; a missing or malformed value takes its default. */
export function readListParams(search: URLSearchParams, defaults: ServerTableParams): ServerTableParams {
  return {
    page: positiveInt(search.get('page')) ?? defaults.page,
    pageSize: positiveInt(search.get('page_size'), MAX_PAGE_SIZE) ?? defaults.pageSize,
    search: search.get('search') ?? defaults.search,
    // An empty ordering is no ordering: the list's default (an address written before it was left out).
    ordering: search.get('ordering') || defaults.ordering,
  };
}

/**
 * Writes the list parameters into a query string, with the API's names (page, page_size, search,
 * ordering). A value equal to its default is left out, so the plain address is the default view;
 * other parameters of the address are kept. A cleared sort (empty ordering) is left out too: the
 * list goes back to its default ordering, which its column then shows.
 */
export function writeListParams(into: URLSearchParams, params: ServerTableParams, defaults: ServerTableParams): URLSearchParams {
  const next = new URLSearchParams(into);
  // Always in the same order, after the address's other parameters: one view, one address.
  for (const name of ['page', 'page_size', 'search', 'ordering']) next.delete(name);
  const set = (name: string, value: string | number, fallback: string | number) => {
    if (value !== fallback) next.set(name, String(value));
  };
  set('page', params.page, defaults.page);
  set('page_size', params.pageSize, defaults.pageSize);
  set('search', params.search, defaults.search);
  if (params.ordering) set('ordering', params.ordering, defaults.ordering);
  return next;
}

/**
 * The list parameters kept in the address's query string instead of component state: a view can
 * be shared as a link, survives a reload, and every change is a history entry (back/forward walk
 * through them). Pass the result as `useServerList(options, { state })`; it carries the default
 * ordering, so the table cycles that column from the default direction back to it.
 */
export function useUrlListParams(initial: Partial<ServerTableParams> = {}): ListParamsState {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, pageSize, search, ordering } = { ...DEFAULT_SERVER_PARAMS, ...initial };
  const defaults = useMemo<ServerTableParams>(() => ({ page, pageSize, search, ordering }), [page, pageSize, search, ordering]);
  const params = useMemo(() => readListParams(searchParams, defaults), [searchParams, defaults]);
  const setParams = useCallback<ListParamsState[1]>(
    (next) =>
      setSearchParams((prev) => {
        const current = readListParams(prev, defaults);
        return writeListParams(prev, typeof next === 'function' ? next(current) : next, defaults);
      }),
    [setSearchParams, defaults],
  );
  return [params, setParams, defaults.ordering];
}
