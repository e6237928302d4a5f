import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnidadConVariantes } from '@gestion/contract';
import { asList } from '../as-list';
import { http } from '../http';
import { retryUnlessClientError } from '../retry-policy';
import { puebloKeys } from './keys';

/** GET /api/pueblo/unidades/todas-con-variantes/ : every unit with its variantes, plain list. */
export async function getUnidadesConVariantes(signal?: AbortSignal): Promise<UnidadConVariantes[]> {
  return asList<UnidadConVariantes>((await http.get('/api/pueblo/unidades/todas-con-variantes/', { signal })).data);
}

export const unidadesConVariantesQueryOptions = () =>
  queryOptions({
    queryKey: [...puebloKeys.unidades, 'todas-con-variantes'] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getUnidadesConVariantes(signal),
  });

export function useUnidadesConVariantes() {
  return useQuery(unidadesConVariantesQueryOptions());
}
