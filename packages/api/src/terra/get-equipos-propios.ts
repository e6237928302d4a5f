import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Equipo } from '@gestion/contract';
import { getList } from '../list';
import { retryUnlessClientError } from '../retry-policy';
import { terraEquipoKeys } from './equipo-keys';

/** GET /terra/equipos/propios/ (no /api prefix): the teams the caller coordinates, with members and invitations. */
export const equiposPropiosQueryOptions = () =>
  queryOptions({
    queryKey: [...terraEquipoKeys.equipos, 'propios'] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getList<Equipo>('/terra/equipos/propios/', undefined, signal),
  });

export const useEquiposPropios = () => useQuery(equiposPropiosQueryOptions());
