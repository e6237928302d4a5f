import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SorteoListResponse } from '@gestion/contract';
import { http, retryUnlessClientError } from '@gestion/api';
import { seleccionKeys } from './keys';

/** GET /api/rodox/sorteos/{sigla}/ultimos/{n} : the selections screen reads the last draw's date from it. */
export const ultimosSorteosQueryOptions = (sigla: string, n: number) =>
  queryOptions({
    queryKey: [...seleccionKeys.ultimosSorteos, sigla, n] as const,
    retry: retryUnlessClientError,
    queryFn: async ({ signal }) =>
      (await http.get<SorteoListResponse>(`/api/rodox/sorteos/${encodeURIComponent(sigla)}/ultimos/${n}`, { signal })).data,
  });

export const useUltimosSorteos = (sigla: string, n: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...ultimosSorteosQueryOptions(sigla, n), enabled });
