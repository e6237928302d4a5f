import type { Equipo } from '@gestion/contract';
import { errorMessage } from '@gestion/api';
import { useInvitarAEquipo } from '../api/invitar-a-equipo';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { inviteProblem } from '../invite-check';
import { EQUIPO_TEXTS } from '../messages';

type Outcome = { ok: true } | { ok: false; text: string };

/** The coordinator's 'Invitar miembro' control of a team card: a username and 'Enviar'. */
export function InvitarMiembro({ equipo, ownUsername }: { equipo: Equipo; ownUsername?: string }) {
  const invitar = useInvitarAEquipo();
  const [open, setOpen] = useState(false);
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (!open) {
    return (
      <Button
        onClick={() => {
          setOpen(true);
          setOutcome(null);
        }}
      >
        Invitar miembro
      </Button>
    );
  }

  const enviar = async () => {
    setOutcome(null);
    const clean = username.trim();
    const found = inviteProblem(clean, ownUsername, equipo);
    setProblem(found);
    if (found) return;
    try {
      await invitar.mutateAsync({ equipoId: equipo.id, body: { username: clean } });
      setOutcome({ ok: true });
      setUsername('');
    } catch (err) {
      setOutcome({ ok: false, text: EQUIPO_TEXTS.errorInvitarPrefijo + errorMessage(err, 'sin respuesta del servidor') });
    }
  };

  return (
    <Flex vertical gap={8}>
      <Form component={false}>
        <Form.Item validateStatus={problem ? 'error' : undefined} help={problem} style={{ marginBottom: 0 }}>
          <Flex gap={8}>
            <Input
              aria-label={`Username a invitar a ${equipo.nombre}`}
              placeholder="username"
              value={username}
              maxLength={150}
              autoFocus
              autoComplete="off"
              style={{ flex: 1, minWidth: 0 }}
              onChange={(e) => {
                setUsername(e.target.value);
                setProblem(null);
              }}
              onPressEnter={() => void enviar()}
            />
            <Button type="primary" loading={invitar.isPending} onClick={() => void enviar()}>
              Enviar
            </Button>
            <Button onClick={() => setOpen(false)}>Cancelar</Button>
          </Flex>
        </Form.Item>
      </Form>
      {outcome &&
        (outcome.ok ? (
          <Alert type="success" showIcon role="status" title={EQUIPO_TEXTS.invitacionEnviada} />
        ) : (
          <Alert type="error" showIcon role="alert" title={outcome.text} />
        ))}
    </Flex>
  );
}
