import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profesion } from '@gestion/contract';
import { getList, retryUnlessClientError } from '@gestion/api';
import { userKeys } from '../../../api/keys';

/** GET /api/profesiones/ : the professions catalogue, by name. */
export const profesionesQueryOptions = () =>
  queryOptions({
    queryKey: [...userKeys.profesiones] as const,
    retry: retryUnlessClientError,
    // A catalogue created by migrations: it does not change during a visit.
    staleTime: Infinity,
    queryFn: ({ signal }) => getList<Profesion>('/api/profesiones/', undefined, signal),
  });

export const useProfesiones = () => useQuery(profesionesQueryOptions());
