import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Equipo } from '@gestion/contract';
import { getList } from '../list';
import { retryUnlessClientError } from '../retry-policy';
import { terraEquipoKeys } from './equipo-keys';

/**
 * GET /terra/equipos/invitado/ (no /api prefix): the teams the caller was invited to (invitation
 * pending or accepted), with members and invitations.
 */
export const equiposInvitadoQueryOptions = () =>
  queryOptions({
    queryKey: [...terraEquipoKeys.equipos, 'invitado'] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getList<Equipo>('/terra/equipos/invitado/', undefined, signal),
  });

export const useEquiposInvitado = () => useQuery(equiposInvitadoQueryOptions());
