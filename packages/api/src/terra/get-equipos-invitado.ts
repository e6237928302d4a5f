import { useQuery } from '@tanstack/react-query';
import type { Equipo } from '@gestion/contract';
import { listQueryOptions } from '../list';
import { terraEquipoKeys } from './equipo-keys';

/**
 * GET /terra/equipos/invitado/ (no /api prefix): the teams the caller was invited to (invitation
 * pending or accepted), with members and invitations.
 */
export const equiposInvitadoQueryOptions = () =>
  listQueryOptions<Equipo>([...terraEquipoKeys.equipos, 'invitado'], '/terra/equipos/invitado/');

export const useEquiposInvitado = () => useQuery(equiposInvitadoQueryOptions());
