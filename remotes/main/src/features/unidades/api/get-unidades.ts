import { queryOptions } from '@tanstack/react-query';
import type { UnidadConVariantes, UnidadListQuery } from '@gestion/contract';
import { getPage, retryUnlessClientError } from '@gestion/api';
import { puebloKeys } from './keys';

/** GET /api/pueblo/unidades/ (`{count, results}`); search matches nombre, abreviatura and variantes. */
export const unidadesQueryOptions = (query: UnidadListQuery = {}) =>
  queryOptions({
    queryKey: [...puebloKeys.unidades, 'page', query] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getPage<UnidadConVariantes>('/api/pueblo/unidades/', query, signal),
  });
