import type { Invitacion } from '@gestion/contract';
import { errorMessage, useResponderInvitacion } from '@gestion/api';
import { toast } from '@gestion/ui';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { EQUIPO_TEXTS } from '../messages';

type Respuesta = 'aceptada' | 'rechazada';

/**
 * Accept or reject one's own pending invitation from the invited team's card, with an optional
 * message (spec sections 4 and 7), as the user dashboard's invitations card does: the same
 * 'Mensaje (opcional)' box, trimmed, and sent only when not blank. The outcome is a toast: a
 * rejected team leaves the list at once, and its card with it.
 */
export function ResponderInvitacion({ invitacion }: { invitacion: Invitacion }) {
  const responder = useResponderInvitacion();
  const [mensaje, setMensaje] = useState('');
  const [sending, setSending] = useState<Respuesta | null>(null);

  const answer = async (estado: Respuesta) => {
    setSending(estado);
    try {
      const text = mensaje.trim();
      await responder.mutateAsync({ id: invitacion.id, body: text ? { estado, mensaje: text } : { estado } });
      toast.success(EQUIPO_TEXTS.respuestaEnviada);
    } catch (err) {
      toast.error(EQUIPO_TEXTS.errorRespuestaPrefijo + errorMessage(err, 'sin respuesta del servidor'));
    } finally {
      setSending(null);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Input
        aria-label="Mensaje (opcional)"
        placeholder="Mensaje (opcional)"
        maxLength={2000}
        value={mensaje}
        disabled={sending !== null}
        onChange={(e) => setMensaje(e.target.value)}
      />
      <Flex gap={8} wrap>
        <Button type="primary" loading={sending === 'aceptada'} disabled={sending === 'rechazada'} onClick={() => void answer('aceptada')}>
          Aceptar
        </Button>
        <Button danger loading={sending === 'rechazada'} disabled={sending === 'aceptada'} onClick={() => void answer('rechazada')}>
          Rechazar
        </Button>
      </Flex>
    </Flex>
  );
}
