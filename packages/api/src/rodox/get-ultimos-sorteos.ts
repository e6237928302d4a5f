import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SorteoListResponse } from '@gestion/contract';
import { http } from '../http';
import { retryUnlessClientError } from '../retry-policy';
import { rodoxDrawKeys } from './draw-keys';

/** GET /api/rodox/sorteos/{sigla}/ultimos/{n} : the selections screen reads the last draw's date from it. */
export const ultimosSorteosQueryOptions = (sigla: string, n: number) =>
  queryOptions({
    queryKey: [...rodoxDrawKeys.sorteos, sigla, 'ultimos', n] as const,
    retry: retryUnlessClientError,
    queryFn: async ({ signal }) =>
      (await http.get<SorteoListResponse>(`/api/rodox/sorteos/${encodeURIComponent(sigla)}/ultimos/${n}`, { signal })).data,
  });

export const useUltimosSorteos = (sigla: string, n: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...ultimosSorteosQueryOptions(sigla, n), enabled });
