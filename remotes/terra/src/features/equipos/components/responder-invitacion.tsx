import type { Invitacion } from '@gestion/contract';
import { errorMessage, useResponderInvitacion } from '@gestion/api';
import { toast } from '@gestion/ui';
import { Button, Flex } from 'antd';
import { EQUIPO_TEXTS } from '../messages';

/**
 * Accept or reject one's own pending invitation from the invited team's card. The outcome is a
 * toast: a rejected team leaves the list at once, and its card with it.
 */
export function ResponderInvitacion({ invitacion }: { invitacion: Invitacion }) {
  const responder = useResponderInvitacion();

  const answer = async (estado: 'aceptada' | 'rechazada') => {
    try {
      await responder.mutateAsync({ id: invitacion.id, body: { estado } });
      toast.success(EQUIPO_TEXTS.respuestaEnviada);
    } catch (err) {
      toast.error(EQUIPO_TEXTS.errorRespuestaPrefijo + errorMessage(err, 'sin respuesta del servidor'));
    }
  };

  const busy = responder.isPending;
  return (
    <Flex gap={8} wrap>
      <Button type="primary" disabled={busy} onClick={() => void answer('aceptada')}>
        Aceptar
      </Button>
      <Button danger disabled={busy} onClick={() => void answer('rechazada')}>
        Rechazar
      </Button>
    </Flex>
  );
}
