import type { Invitacion, InvitarRequest } from '@gestion/contract';
import { http, terraEquipoKeys, useInvalidatingMutation } from '@gestion/api';

export interface InvitarVariables {
  equipoId: number;
  body: InvitarRequest;
}

/**
 * POST /terra/equipos/{id}/invitar/ (no /api prefix, as the spec lists it) with `usuario_id` or
 * `username`; only the team's coordinator may. Answers the new pending invitation.
 */
export async function invitarAEquipo(equipoId: number, body: InvitarRequest): Promise<Invitacion> {
  return (await http.post<Invitacion>(`/terra/equipos/${equipoId}/invitar/`, body)).data;
}

export const useInvitarAEquipo = () =>
  useInvalidatingMutation(({ equipoId, body }: InvitarVariables) => invitarAEquipo(equipoId, body), terraEquipoKeys.equipos);
