import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Unidad } from '@gestion/contract';
import { asList } from '../as-list';
import { http } from '../http';
import { retryUnlessClientError } from '../retry-policy';
import { puebloKeys } from './keys';

/** GET /api/pueblo/unidades/todas/ : every unit, plain list. */
export async function getUnidadesTodas(signal?: AbortSignal): Promise<Unidad[]> {
  return asList<Unidad>((await http.get('/api/pueblo/unidades/todas/', { signal })).data);
}

export const unidadesTodasQueryOptions = () =>
  queryOptions({
    queryKey: [...puebloKeys.unidades, 'todas'] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getUnidadesTodas(signal),
  });

export function useUnidadesTodas() {
  return useQuery(unidadesTodasQueryOptions());
}
