import type { EstadoInvitacion } from '@gestion/contract';
import { Button, Flex, Input } from 'antd';
import { useState, type ReactNode } from 'react';

export type InvitationAnswerEstado = Exclude<EstadoInvitacion, 'pendiente'>;

export interface InvitationAnswerProps {
  /**
   * Sends the answer: `mensaje` is the box's text trimmed, absent when blank (spec section 4:
   * the message is optional). Reports its own outcome (a toast, an alert): the control only
   * keeps both buttons busy until it settles.
   */
  onAnswer: (estado: InvitationAnswerEstado, mensaje?: string) => Promise<void>;
  /** Shown under the buttons (the caller's error alert, for instance). */
  children?: ReactNode;
}

/**
 * Accept or reject a pending team invitation with an optional message: the same control on the
 * invited team's card (terra) and in the dashboard's pending invitations (user).
 */
export function InvitationAnswer({ onAnswer, children }: InvitationAnswerProps) {
  const [mensaje, setMensaje] = useState('');
  const [sending, setSending] = useState<InvitationAnswerEstado | null>(null);

  const answer = async (estado: InvitationAnswerEstado) => {
    setSending(estado);
    try {
      await onAnswer(estado, mensaje.trim() || undefined);
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
      {children}
    </Flex>
  );
}
