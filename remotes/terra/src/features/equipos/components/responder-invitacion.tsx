import type { Invitacion } from '@gestion/contract';
import { errorMessage, useResponderInvitacion } from '@gestion/api';
import { InvitationAnswer, toast, type InvitationAnswerEstado } from '@gestion/ui';
import { EQUIPO_TEXTS } from '../messages';

/**
 * Accept or reject one's own pending invitation from the invited team's card, with an optional
 * message (spec sections 4 and 7), with the dashboard's control (InvitationAnswer). The outcome
 * is a toast: a rejected team leaves the list at once, and its card with it.
 */
export function ResponderInvitacion({ invitacion }: { invitacion: Invitacion }) {
  const responder = useResponderInvitacion();
  const answer = async (estado: InvitationAnswerEstado, mensaje?: string) => {
    try {
      await responder.mutateAsync({ id: invitacion.id, body: mensaje ? { estado, mensaje } : { estado } });
      toast.success(EQUIPO_TEXTS.respuestaEnviada);
    } catch (err) {
      toast.error(EQUIPO_TEXTS.errorRespuestaPrefijo + errorMessage(err, 'sin respuesta del servidor'));
    }
  };
  return <InvitationAnswer onAnswer={answer} />;
}
