import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SprintConTareas } from '@gestion/contract';
import { http, mainKeys, retryUnlessClientError } from '@gestion/api';

/** GET /api/main/sprints/{id}/ : the sprint with its tareas. */
export const sprintQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...mainKeys.sprints, 'detail', id] as const,
    retry: retryUnlessClientError,
    queryFn: async ({ signal }) => (await http.get<SprintConTareas>(`/api/main/sprints/${encodeURIComponent(id)}/`, { signal })).data,
  });

export const useSprint = (id: string, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...sprintQueryOptions(id), enabled });
