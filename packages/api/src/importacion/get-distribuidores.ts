import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Distribuidor } from '@gestion/contract';
import { getList } from '../list';
import { retryUnlessClientError } from '../retry-policy';
import { importacionKeys } from './keys';

/** GET /api/terra/distribuidores/all-pagination-none/ : every distributor, by nombre. */
export const distribuidoresQueryOptions = () =>
  queryOptions({
    queryKey: importacionKeys.distribuidores,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getList<Distribuidor>('/api/terra/distribuidores/all-pagination-none/', undefined, signal),
  });

export const useDistribuidores = () => useQuery(distribuidoresQueryOptions());
