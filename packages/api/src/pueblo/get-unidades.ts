import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated, UnidadConVariantes, UnidadListQuery } from '@gestion/contract';
import { http } from '../http';
import { retryUnlessClientError } from '../retry-policy';
import { puebloKeys } from './keys';

/** GET /api/pueblo/unidades/ with page, page_size, search: `{count, results}` (a plain list is accepted too). */
export async function getUnidades(query: UnidadListQuery = {}, signal?: AbortSignal): Promise<Paginated<UnidadConVariantes>> {
  const params: Record<string, string | number> = {};
  if (query.page) params.page = query.page;
  if (query.page_size) params.page_size = query.page_size;
  if (query.search) params.search = query.search;
  const data: unknown = (await http.get('/api/pueblo/unidades/', { params, signal })).data;
  if (Array.isArray(data)) return { count: data.length, results: data as UnidadConVariantes[] };
  const page = (data ?? {}) as Partial<Paginated<UnidadConVariantes>>;
  const results = Array.isArray(page.results) ? page.results : [];
  return { count: typeof page.count === 'number' ? page.count : results.length, results };
}

export const unidadesQueryOptions = (query: UnidadListQuery = {}) =>
  queryOptions({
    queryKey: [...puebloKeys.unidades, 'page', query] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getUnidades(query, signal),
  });

export function useUnidades(query: UnidadListQuery = {}) {
  return useQuery(unidadesQueryOptions(query));
}
