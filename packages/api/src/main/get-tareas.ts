import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tarea } from '@gestion/contract';
import { http } from '../http';
import { retryUnlessClientError } from '../retry-policy';
import { asList } from '../as-list';
import { mainKeys } from './keys';

/** GET /api/main/tareas/?sprint={id} : the tareas of one sprint (no pagination). */
export async function getTareas(sprint: number, signal?: AbortSignal): Promise<Tarea[]> {
  return asList<Tarea>((await http.get('/api/main/tareas/', { params: { sprint }, signal })).data);
}

export const tareasQueryOptions = (sprint: number) =>
  queryOptions({
    queryKey: [...mainKeys.tareas, 'list', sprint] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getTareas(sprint, signal),
  });

export function useTareas(sprint: number | undefined) {
  return useQuery({ ...tareasQueryOptions(sprint ?? 0), enabled: sprint !== undefined });
}
