import type { Invitacion, ResponderInvitacionRequest } from '@gestion/contract';
import { http } from '../http';
import { useInvalidatingMutation } from '../use-invalidating-mutation';
import { terraEquipoKeys } from './equipo-keys';

export interface ResponderInvitacionVariables {
  id: number;
  body: ResponderInvitacionRequest;
}

/**
 * POST /terra/invitaciones/{id}/responder/ (no /api prefix, as the spec lists it): the invitee
 * accepts or rejects (`estado` 'aceptada' | 'rechazada', optional `mensaje`); answers the invitation.
 */
export async function responderInvitacion(id: number, body: ResponderInvitacionRequest): Promise<Invitacion> {
  return (await http.post<Invitacion>(`/terra/invitaciones/${id}/responder/`, body)).data;
}

// An answer changes the team's members, the invitee's pending invitations and the notifications.
export const useResponderInvitacion = () =>
  useInvalidatingMutation(
    ({ id, body }: ResponderInvitacionVariables) => responderInvitacion(id, body),
    terraEquipoKeys.equipos,
    terraEquipoKeys.invitaciones,
    terraEquipoKeys.notificaciones,
  );
