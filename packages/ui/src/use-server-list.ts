import type { PageQueryOptions } from '@gestion/api';
import type { ListQuery, Paginated } from '@gestion/contract';
import { keepPreviousData, useQuery, type DataTag, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ServerTableParams } from './server-table';
import { useUrlListParams, type SetListParams } from './use-url-list-params';

export type { SetListParams } from './use-url-list-params';

export interface UseServerListOptions {
  /**
   * The list's plain view (e.g. its default sort): what its address without parameters shows.
   * A value equal to it is left out of the address.
   */
  initial?: Partial<ServerTableParams>;
  enabled?: boolean;
  /**
   * Prefix of the list's query parameters, for a second list on the same screen: `grupos_` keeps
   * it in `grupos_page`, `grupos_search`... so that the two never share a parameter.
   */
  paramPrefix?: string;
}

export interface UseServerListResult<T, K extends QueryKey = QueryKey> {
  params: ServerTableParams;
  setParams: SetListParams;
  /** The key of the page on screen, to update it in place (e.g. a created row on top). */
  queryKey: DataTag<K, Paginated<T>, Error>;
  rows: T[];
  total: number;
  /** First load of the current params with nothing to show yet, or a refetch in progress. */
  loading: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
  /** Spread into <ServerTable/>. */
  tableProps: {
    rows: T[];
    total: number;
    totalApproximate: boolean;
    page: number;
    pageSize: number;
    search: string;
    ordering: string;
    defaultOrdering?: string;
    loading: boolean;
    error: unknown;
    onChange(next: ServerTableParams): void;
  };
}

export const DEFAULT_SERVER_PARAMS: ServerTableParams = { page: 1, pageSize: 20, search: '', ordering: '' };

/** The table's parameters as the contract's list query, text as the query string carries it (the one place that translates them). */
export function toListQuery(p: ServerTableParams): ListQuery {
  return { page: String(p.page), page_size: String(p.pageSize), search: p.search || undefined, ordering: p.ordering || undefined };
}

/**
 * A server-paginated list: `listOptions` is the endpoint's queryOptions from @gestion/api (e.g.
 * `usersQueryOptions`). The table's parameters live in the address's query string (page,
 * page_size, search, ordering, as the API names them), the one place every list keeps them: a
 * reload or a copied link opens the same view, and back/forward walk through the views. Each
 * parameter set is its own query key, so a slow answer to an older request never replaces the
 * newer one, and keepPreviousData keeps the last page on screen while the next one loads.
 */
export function useServerList<T, K extends QueryKey>(
  listOptions: PageQueryOptions<T, K>,
  { initial, enabled = true, paramPrefix = '' }: UseServerListOptions = {},
): UseServerListResult<T, K> {
  const { page, pageSize, search, ordering } = { ...DEFAULT_SERVER_PARAMS, ...initial };
  const defaults = useMemo(() => ({ page, pageSize, search, ordering }), [page, pageSize, search, ordering]);
  const [params, setStateParams] = useUrlListParams(defaults, paramPrefix);
  const defaultOrdering = ordering || undefined;
  // A cleared sort goes back to the list's default ordering, which its column then shows.
  const setParams = useCallback<SetListParams>(
    (next) =>
      setStateParams((prev) => {
        const p = typeof next === 'function' ? next(prev) : next;
        return p.ordering || !defaultOrdering ? p : { ...p, ordering: defaultOrdering };
      }),
    [setStateParams, defaultOrdering],
  );
  const options = listOptions(toListQuery(params));
  const query = useQuery({ ...options, placeholderData: keepPreviousData, enabled });
  const rows = query.data?.results ?? [];
  const total = query.data?.count ?? 0;
  const totalApproximate = query.data?.count_approximate === true;
  const loading = query.isFetching;
  const error = query.isError ? query.error : null;
  return {
    params,
    setParams,
    queryKey: options.queryKey as DataTag<K, Paginated<T>, Error>,
    rows,
    total,
    loading,
    error,
    refetch: query.refetch,
    tableProps: { ...params, defaultOrdering, rows, total, totalApproximate, loading, error, onChange: setParams },
  };
}
