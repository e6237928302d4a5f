import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnidadConVariantes } from '@gestion/contract';
import { getList } from '../list';
import { retryUnlessClientError } from '../retry-policy';
import { importacionKeys } from './keys';

/** GET /api/pueblo/unidades/todas-con-variantes/ : every unit with its equivalent abbreviations. */
export const unidadesConVariantesQueryOptions = () =>
  queryOptions({
    queryKey: importacionKeys.unidades,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getList<UnidadConVariantes>('/api/pueblo/unidades/todas-con-variantes/', undefined, signal),
  });

export const useUnidadesConVariantes = () => useQuery(unidadesConVariantesQueryOptions());
