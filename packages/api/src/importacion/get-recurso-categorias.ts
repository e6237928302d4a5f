import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecursoCategoria } from '@gestion/contract';
import { getList } from '../list';
import { retryUnlessClientError } from '../retry-policy';
import { importacionKeys } from './keys';

/** GET /api/pueblo/recursocategorias/all-pagination-none, without the final slash, as the spec writes it (the server ignores trailing slashes). */
export const recursoCategoriasQueryOptions = () =>
  queryOptions({
    queryKey: importacionKeys.categorias,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getList<RecursoCategoria>('/api/pueblo/recursocategorias/all-pagination-none', undefined, signal),
  });

export const useRecursoCategorias = () => useQuery(recursoCategoriasQueryOptions());
