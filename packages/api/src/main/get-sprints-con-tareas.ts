import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SprintConTareas, SprintConTareasQuery } from '@gestion/contract';
import { http } from '../http';
import { retryUnlessClientError } from '../retry-policy';
import { asList } from '../as-list';
import { mainKeys } from './keys';

/** GET /api/main/sprints/with/tareas/pagination/none/ : every sprint with its tareas. */
export async function getSprintsConTareas(query: SprintConTareasQuery = {}, signal?: AbortSignal): Promise<SprintConTareas[]> {
  const params = query.sprint_nombre ? { sprint_nombre: query.sprint_nombre } : undefined;
  return asList<SprintConTareas>((await http.get('/api/main/sprints/with/tareas/pagination/none/', { params, signal })).data);
}

export const sprintsConTareasQueryOptions = (query: SprintConTareasQuery = {}) =>
  queryOptions({
    queryKey: [...mainKeys.sprints, 'with-tareas', query] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getSprintsConTareas(query, signal),
  });

export function useSprintsConTareas(query: SprintConTareasQuery = {}) {
  return useQuery(sprintsConTareasQueryOptions(query));
}
