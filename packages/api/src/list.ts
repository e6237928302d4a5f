import type { ListQuery, Paginated } from '@gestion/contract';
import { queryOptions } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { http } from './http';
import { retryUnlessClientError } from './retry-policy';

/**
 * What a paginated endpoint file exports for `useServerList` (in @gestion/ui): its queryOptions
 * for one list query, e.g. `usersQueryOptions`.
 */
export type PageQueryOptions<T, K extends QueryKey = QueryKey> = (query: ListQuery) => UseQueryOptions<Paginated<T>, Error, Paginated<T>, K>;

/** Drops empty values so the query string carries only what was asked. */
export function listParams(query: ListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (query.page) params.page = query.page;
  if (query.page_size) params.page_size = query.page_size;
  if (query.search) params.search = query.search;
  if (query.ordering) params.ordering = query.ordering;
  return params;
}

/**
 * GET of a server-paginated list: our server always answers `{count, results}`. `read` maps each
 * row where the spec lets a row's fields be spelled in more than one way (section 3); `params`
 * are the endpoint's own filters, sent beside the list query (`jornada_id`).
 */
export async function getPage<T>(
  url: string,
  query: ListQuery,
  signal?: AbortSignal,
  read?: (row: unknown) => T,
  params?: Record<string, string | number>,
): Promise<Paginated<T>> {
  const { data } = await http.get<Paginated<T>>(url, { params: { ...listParams(query), ...params }, signal });
  return read ? { count: data.count, results: data.results.map(read) } : data;
}

/** GET of a plain (unpaginated) list: our server answers a JSON array. */
export async function getList<T>(url: string, params?: Record<string, string | number>, signal?: AbortSignal): Promise<T[]> {
  return (await http.get<T[]>(url, { params, signal })).data;
}

/** The queryOptions of a plain list read whole with no parameters (a catalogue, the caller's teams). */
export function listQueryOptions<T>(queryKey: QueryKey, url: string) {
  return queryOptions({ queryKey, retry: retryUnlessClientError, queryFn: ({ signal }) => getList<T>(url, undefined, signal) });
}
