import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ServerTableParams } from './server-table';

/** What list endpoints answer: `{count, results}`, or a plain array on the older ones. */
export type ServerListResponse<T> = { count?: number; results: T[] } | T[];

export interface UseServerListOptions<T> {
  /** Stable prefix of the query key (e.g. ['rodox', 'jornadas']); the params are appended. */
  queryKey: readonly unknown[];
  fetcher(params: ServerTableParams, signal: AbortSignal): Promise<ServerListResponse<T>>;
  initial?: Partial<ServerTableParams>;
  enabled?: boolean;
}

export interface UseServerListResult<T> {
  params: ServerTableParams;
  setParams(next: ServerTableParams | ((prev: ServerTableParams) => ServerTableParams)): void;
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
    page: number;
    pageSize: number;
    search: string;
    ordering: string;
    loading: boolean;
    error: unknown;
    onChange(next: ServerTableParams): void;
  };
}

export const DEFAULT_SERVER_PARAMS: ServerTableParams = { page: 1, pageSize: 20, search: '', ordering: '' };

export function normalizeServerList<T>(data: ServerListResponse<T> | undefined): { rows: T[]; total: number } {
  if (!data) return { rows: [], total: 0 };
  if (Array.isArray(data)) return { rows: data, total: data.length };
  const rows = Array.isArray(data.results) ? data.results : [];
  return { rows, total: typeof data.count === 'number' ? data.count : rows.length };
}

/**
 * Keeps the list parameters in state and fetches with react-query. Each parameter set is its
 * own query key, so a slow answer to an older request never replaces the newer one, and
 * keepPreviousData keeps the last page on screen while the next one loads.
 */
export function useServerList<T>({ queryKey, fetcher, initial, enabled = true }: UseServerListOptions<T>): UseServerListResult<T> {
  const [params, setParamsState] = useState<ServerTableParams>({ ...DEFAULT_SERVER_PARAMS, ...initial });
  const query = useQuery({
    queryKey: [...queryKey, params],
    queryFn: ({ signal }) => fetcher(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
  const setParams = useCallback<UseServerListResult<T>['setParams']>((next) => setParamsState(next), []);
  const { rows, total } = normalizeServerList(query.data);
  const loading = query.isFetching;
  const error = query.isError ? query.error : null;
  return {
    params,
    setParams,
    rows,
    total,
    loading,
    error,
    refetch: query.refetch,
    tableProps: { ...params, rows, total, loading, error, onChange: setParams },
  };
}
