import { errorMessage, useResponderInvitacion } from '@gestion/api';
import type { EstadoInvitacion } from '@gestion/contract';
import { Alert, Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { toast } from './toast';

type Respuesta = Exclude<EstadoInvitacion, 'pendiente'>;

/** Spec section 8: the invitation response's success, and 'Error: ' plus the server's reason. */
export const INVITATION_ANSWER_TEXTS = {
  enviada: 'Respuesta enviada',
  error: (reason: string) => `Error: ${reason}`,
  /** the reason when the failure carries none of the server's (no answer at all) */
  sinMotivo: 'no se pudo enviar la respuesta.',
} as const;

export interface InvitationAnswerProps {
  /** The caller's pending invitation. */
  invitacionId: number;
  /** Where a refusal's text goes; by default an alert under the buttons (the team card: a toast). */
  onError?: (text: string) => void;
}

/**
 * Accept or reject one's own pending team invitation with an optional message, trimmed and sent
 * as `mensaje` only when not blank (spec sections 4 and 7): the same control on the invited
 * team's card (terra) and in the dashboard's pending invitations (user). Success is a toast;
 * both buttons stay busy until the answer settles.
 */
export function InvitationAnswer({ invitacionId, onError }: InvitationAnswerProps) {
  const responder = useResponderInvitacion();
  const [mensaje, setMensaje] = useState('');
  const [sending, setSending] = useState<Respuesta | null>(null);
  const [error, setError] = useState<string | null>(null);

  const answer = async (estado: Respuesta) => {
    setSending(estado);
    setError(null);
    try {
      const text = mensaje.trim();
      await responder.mutateAsync({ id: invitacionId, body: text ? { estado, mensaje: text } : { estado } });
      toast.success(INVITATION_ANSWER_TEXTS.enviada);
    } catch (err) {
      const text = INVITATION_ANSWER_TEXTS.error(errorMessage(err, INVITATION_ANSWER_TEXTS.sinMotivo));
      if (onError) onError(text);
      else setError(text);
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
      {error && <Alert type="error" showIcon role="alert" title={error} closable onClose={() => setError(null)} />}
    </Flex>
  );
}
