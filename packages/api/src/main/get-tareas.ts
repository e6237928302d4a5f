import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tarea } from '@gestion/contract';
import { getList } from '../list';
import { retryUnlessClientError } from '../retry-policy';
import { mainKeys } from './keys';

/** GET /api/main/tareas/?sprint={id} : the tareas of one sprint (no pagination). */
export const tareasQueryOptions = (sprint: number) =>
  queryOptions({
    queryKey: [...mainKeys.tareas, 'list', sprint] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getList<Tarea>('/api/main/tareas/', { sprint }, signal),
  });

export const useTareas = (sprint: number | undefined) => useQuery({ ...tareasQueryOptions(sprint ?? 0), enabled: sprint !== undefined });
