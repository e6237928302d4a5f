import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SprintConTareas, SprintConTareasQuery } from '@gestion/contract';
import { getList, mainKeys, retryUnlessClientError } from '@gestion/api';

/** GET /api/main/sprints/with/tareas/pagination/none/ : every sprint with its tareas. */
export const sprintsConTareasQueryOptions = (query: SprintConTareasQuery = {}) =>
  queryOptions({
    queryKey: [...mainKeys.sprints, 'with-tareas', query] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) =>
      getList<SprintConTareas>('/api/main/sprints/with/tareas/pagination/none/', query.sprint_nombre ? { sprint_nombre: query.sprint_nombre } : undefined, signal),
  });

export const useSprintsConTareas = (query: SprintConTareasQuery = {}) => useQuery(sprintsConTareasQueryOptions(query));
