import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecursoTipo } from '@gestion/contract';
import { getList } from '../list';
import { retryUnlessClientError } from '../retry-policy';
import { importacionKeys } from './keys';

/** GET /api/pueblo/recursotipos/all-pagination-none/ : every resource type, by nombre. */
export const recursoTiposQueryOptions = () =>
  queryOptions({
    queryKey: importacionKeys.tipos,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getList<RecursoTipo>('/api/pueblo/recursotipos/all-pagination-none/', undefined, signal),
  });

export const useRecursoTipos = () => useQuery(recursoTiposQueryOptions());
