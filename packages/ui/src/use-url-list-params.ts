import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, useLocation, useSearchParams } from 'react-router-dom';
import { MAX_PAGE_SIZE } from '@gestion/contract/page-sizes';
import type { ServerTableParams } from './server-table';

/** The query names of a list's parameters: the API's own, behind the list's prefix if it has one. */
const NAMES = { page: 'page', pageSize: 'page_size', search: 'search', ordering: 'ordering' } as const;

function positiveInt(text: string | null, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= max ? n : undefined;
}

/**
 * Reads the list parameters from a query string; a missing or malformed value takes its default.
 * `prefix` tells apart a second list of the same screen (`grupos_` reads `grupos_page`, ...).
 */
export function readListParams(search: URLSearchParams, defaults: ServerTableParams, prefix = ''): ServerTableParams {
  const get = (name: keyof typeof NAMES) => search.get(prefix + NAMES[name]);
  return {
    page: positiveInt(get('page')) ?? defaults.page,
    pageSize: positiveInt(get('pageSize'), MAX_PAGE_SIZE) ?? defaults.pageSize,
    search: get('search') ?? defaults.search,
    // An empty ordering is no ordering: the list's default (an address written before it was left out).
    ordering: get('ordering') || defaults.ordering,
  };
}

/**
 * Writes the list parameters into a query string, with the API's names (page, page_size, search,
 * ordering) behind `prefix`. A value equal to its default is left out, so the plain address is the
 * default view; other parameters of the address (another list's too) are kept. A cleared sort
 * (empty ordering) is left out too: the list goes back to its default ordering, which its column
 * then shows.
 */
export function writeListParams(into: URLSearchParams, params: ServerTableParams, defaults: ServerTableParams, prefix = ''): URLSearchParams {
  const next = new URLSearchParams(into);
  // Always in the same order, after the address's other parameters: one view, one address.
  for (const name of Object.values(NAMES)) next.delete(prefix + name);
  const set = (name: keyof typeof NAMES, value: string | number, fallback: string | number) => {
    if (value !== fallback) next.set(prefix + NAMES[name], String(value));
  };
  set('page', params.page, defaults.page);
  set('pageSize', params.pageSize, defaults.pageSize);
  set('search', params.search, defaults.search);
  if (params.ordering) set('ordering', params.ordering, defaults.ordering);
  return next;
}

/** `pathname` without the router's basename (React Router's own rule), or null when outside it. */
function withinBasename(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const end = basename.endsWith('/') ? basename.length - 1 : basename.length;
  const next = pathname.charAt(end);
  return next && next !== '/' ? null : pathname.slice(end) || '/';
}

/**
 * The router's address now, not the one this screen was drawn for (they differ while the next
 * screen is on its way: React Router navigates in a transition, and the screen being left stays
 * mounted until the next one is ready). The history of BrowserRouter, MemoryRouter and
 * HistoryRouter knows it; undefined where the navigator does not tell (a data router).
 */
function currentPathname(navigator: unknown, basename: string): string | null | undefined {
  const pathname = (navigator as { location?: { pathname?: unknown } } | null)?.location?.pathname;
  return typeof pathname === 'string' ? withinBasename(pathname, basename) : undefined;
}

/** Sets a list's parameters, as React's setState: a value, or a function of the previous one. */
export type SetListParams = (next: ServerTableParams | ((prev: ServerTableParams) => ServerTableParams)) => void;

/**
 * The list parameters kept in the address's query string: a view can be shared as a link,
 * survives a reload, and every change is a history entry (back/forward walk through them).
 * `defaults` is the list's plain view, which the address leaves out (one object while its values
 * hold: it keys the memos).
 */
export function useUrlListParams(defaults: ServerTableParams, prefix = ''): readonly [ServerTableParams, SetListParams] {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  const params = useMemo(() => readListParams(searchParams, defaults, prefix), [searchParams, defaults, prefix]);
  const setParams = useCallback<SetListParams>(
    (next) => {
      // A change that comes once the person has left this list is dropped: setSearchParams
      // navigates relative to the address this screen was drawn for, so a search whose idle time
      // ran out while the next screen's code loaded took them back here (the list and its address
      // replaced the screen they had asked for).
      const now = currentPathname(navigator, basename);
      if (now !== undefined && now !== pathname) return;
      setSearchParams((prev) => {
        const current = readListParams(prev, defaults, prefix);
        return writeListParams(prev, typeof next === 'function' ? next(current) : next, defaults, prefix);
      });
    },
    [setSearchParams, navigator, basename, pathname, defaults, prefix],
  );
  return [params, setParams] as const;
}
