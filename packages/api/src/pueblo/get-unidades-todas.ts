import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Unidad } from '@gestion/contract';
import { http } from '../http';
import { retryUnlessClientError } from '../main/retry-policy';
import { puebloKeys } from './keys';

/** GET /api/pueblo/unidades/todas/ : every unit, plain list. */
export async function getUnidadesTodas(signal?: AbortSignal): Promise<Unidad[]> {
  const data: unknown = (await http.get('/api/pueblo/unidades/todas/', { signal })).data;
  return Array.isArray(data) ? (data as Unidad[]) : [];
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
