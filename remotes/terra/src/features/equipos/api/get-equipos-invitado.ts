import { useQuery } from '@tanstack/react-query';
import type { Equipo } from '@gestion/contract';
import { listQueryOptions, terraEquipoKeys } from '@gestion/api';

/**
 * GET /terra/equipos/invitado/ (no /api prefix): the teams the caller was invited to (invitation
 * pending or accepted), with members and invitations.
 */
export const equiposInvitadoQueryOptions = () =>
  listQueryOptions<Equipo>([...terraEquipoKeys.equipos, 'invitado'], '/terra/equipos/invitado/');

export const useEquiposInvitado = () => useQuery(equiposInvitadoQueryOptions());
