import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subproyecto } from '@gestion/contract';
import { getList } from '../list';
import { retryUnlessClientError } from '../retry-policy';
import { mainKeys } from './keys';

/** GET /subproyectos/ (no /api prefix, as the spec lists it): plain list ordered by nombre. */
export const subproyectosQueryOptions = () =>
  queryOptions({
    queryKey: [...mainKeys.subproyectos, 'list'] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getList<Subproyecto>('/subproyectos/', undefined, signal),
  });

export const useSubproyectos = () => useQuery(subproyectosQueryOptions());
