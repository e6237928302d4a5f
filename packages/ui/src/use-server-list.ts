import type { PageQueryOptions } from '@gestion/api';
import type { ListQuery, Paginated } from '@gestion/contract';
import { keepPreviousData, useQuery, type DataTag, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ServerTableParams } from './server-table';

export type SetListParams = (next: ServerTableParams | ((prev: ServerTableParams) => ServerTableParams)) => void;

/**
 * Where a list keeps its parameters when not in its own state, e.g. `useUrlListParams()`; the
 * third element is the ordering a cleared sort goes back to (own state: `initial.ordering`).
 */
export type ListParamsState = readonly [ServerTableParams, SetListParams, defaultOrdering?: string];

export interface UseServerListOptions {
  /** Starting parameters of the list's own state (ignored with `state`). */
  initial?: Partial<ServerTableParams>;
  enabled?: boolean;
  /** Parameters kept elsewhere (e.g. the address: `useUrlListParams`), instead of component state. */
  state?: ListParamsState;
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

/** The table's parameters as the contract's list query (the one place that translates them). */
export function toListQuery(p: ServerTableParams): ListQuery {
  return { page: p.page, page_size: p.pageSize, search: p.search || undefined, ordering: p.ordering || undefined };
}

/**
 * A server-paginated list: `listOptions` is the endpoint's queryOptions from @gestion/api (e.g.
 * `usersQueryOptions`). Keeps the table's parameters in state (or in `state`, e.g. the address);
 * each parameter set is its own query key, so a slow answer to an older request never replaces the newer one, and
 * keepPreviousData keeps the last page on screen while the next one loads.
 */
export function useServerList<T, K extends QueryKey>(
  listOptions: PageQueryOptions<T, K>,
  { initial, enabled = true, state }: UseServerListOptions = {},
): UseServerListResult<T, K> {
  const [ownParams, setOwnParams] = useState<ServerTableParams>({ ...DEFAULT_SERVER_PARAMS, ...initial });
  const setOwn = useCallback<SetListParams>((next) => setOwnParams(next), []);
  const [params, setStateParams, defaultOrdering] = state ?? [ownParams, setOwn, initial?.ordering || undefined];
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
