import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subproyecto } from '@gestion/contract';
import { http } from '../http';
import { retryUnlessClientError } from '../retry-policy';
import { asList } from '../as-list';
import { mainKeys } from './keys';

/** GET /subproyectos/ (no /api prefix, as the spec lists it): plain list ordered by nombre. */
export async function getSubproyectos(signal?: AbortSignal): Promise<Subproyecto[]> {
  return asList<Subproyecto>((await http.get('/subproyectos/', { signal })).data);
}

export const subproyectosQueryOptions = () =>
  queryOptions({
    queryKey: [...mainKeys.subproyectos, 'list'] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getSubproyectos(signal),
  });

export function useSubproyectos() {
  return useQuery(subproyectosQueryOptions());
}
