import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SorteoListQuery, SorteoListResponse } from '@gestion/contract';
import { http, retryUnlessClientError } from '@gestion/api';
import { sorteoKeys } from './keys';

/**
 * GET api/rodox/sorteos/?contexto_sigla=&ultimos=N : the last N draws, newest first. With
 * `mayorKardinal` (and N = 1) it is the spec's "last valid draw".
 */
export const sorteosQueryOptions = (sigla: string, ultimos: number, { mayorKardinal = false }: { mayorKardinal?: boolean } = {}) =>
  queryOptions({
    queryKey: [...sorteoKeys.all, sigla, { ultimos, mayorKardinal }] as const,
    retry: retryUnlessClientError,
    queryFn: async ({ signal }) => {
      const params: SorteoListQuery = { contexto_sigla: sigla, ultimos };
      if (mayorKardinal) params.mayor_kardinal = true;
      return (await http.get<SorteoListResponse>('/api/rodox/sorteos/', { params, signal })).data;
    },
  });

export const useSorteos = (sigla: string, ultimos: number, options: { mayorKardinal?: boolean; enabled?: boolean } = {}) =>
  useQuery({ ...sorteosQueryOptions(sigla, ultimos, options), enabled: options.enabled ?? true });
