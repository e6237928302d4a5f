import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SprintConTareas } from '@gestion/contract';
import { http } from '../http';
import { retryUnlessClientError } from '../retry-policy';
import { mainKeys } from './keys';

/** GET /api/main/sprints/{id}/ : the sprint with its tareas. */
export async function getSprint(id: number | string, signal?: AbortSignal): Promise<SprintConTareas> {
  return (await http.get<SprintConTareas>(`/api/main/sprints/${encodeURIComponent(String(id))}/`, { signal })).data;
}

export const sprintQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: [...mainKeys.sprints, 'detail', String(id)] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getSprint(id, signal),
  });

export function useSprint(id: number | string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sprintQueryOptions(id), enabled });
}
