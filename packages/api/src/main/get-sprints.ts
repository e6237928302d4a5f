import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sprint, SprintListQuery } from '@gestion/contract';
import { getList } from '../list';
import { retryUnlessClientError } from '../retry-policy';
import { mainKeys } from './keys';

/** GET /api/main/sprints/ : a plain list; `nombre` filters by exact name, case-insensitively. */
export const sprintsQueryOptions = (query: SprintListQuery = {}) =>
  queryOptions({
    queryKey: [...mainKeys.sprints, 'list', query] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getList<Sprint>('/api/main/sprints/', query.nombre !== undefined ? { nombre: query.nombre } : undefined, signal),
  });

export const useSprints = (query: SprintListQuery = {}) => useQuery(sprintsQueryOptions(query));
