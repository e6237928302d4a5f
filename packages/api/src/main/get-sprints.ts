import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sprint, SprintListQuery } from '@gestion/contract';
import { http } from '../http';
import { retryUnlessClientError } from '../retry-policy';
import { mainKeys } from './keys';
import { asList } from '../as-list';

/** GET /api/main/sprints/ : a plain list; `nombre` filters by exact name, case-insensitively. */
export async function getSprints(query: SprintListQuery = {}, signal?: AbortSignal): Promise<Sprint[]> {
  const params = query.nombre !== undefined ? { nombre: query.nombre } : undefined;
  return asList<Sprint>((await http.get('/api/main/sprints/', { params, signal })).data);
}

export const sprintsQueryOptions = (query: SprintListQuery = {}) =>
  queryOptions({
    queryKey: [...mainKeys.sprints, 'list', query] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getSprints(query, signal),
  });

export function useSprints(query: SprintListQuery = {}) {
  return useQuery(sprintsQueryOptions(query));
}
