import type { Equipo } from '@gestion/contract';
import { serverReason } from '@gestion/api';
import { useInvitarAEquipo } from '../api/invitar-a-equipo';
import { useSession } from '@gestion/session';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { inviteProblem } from '../invite-check';
import { EQUIPO_TEXTS } from '../messages';

type Outcome = { ok: true; username: string } | { ok: false; reason?: string };

/**
 * The invite step of the create screen. The spec's flow sends `usuario_id`, but nobody without
 * auth.view_user can list users to pick one from, so the person types the username and the
 * call sends `username` (the server accepts either and answers 'El usuario no existe').
 */
export function InviteUserStep({ equipo }: { equipo: Equipo }) {
  const invitar = useInvitarAEquipo();
  const { user } = useSession();
  const [form] = Form.useForm<{ username?: string }>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onFinish = async ({ username = '' }: { username?: string }) => {
    setOutcome(null);
    const clean = username.trim();
    const problem = inviteProblem(clean, user?.username);
    if (problem) {
      form.setFields([{ name: 'username', errors: [problem] }]);
      return;
    }
    try {
      await invitar.mutateAsync({ equipoId: equipo.id, body: { username: clean } });
      setOutcome({ ok: true, username: clean });
      form.resetFields();
    } catch (err) {
      setOutcome({ ok: false, reason: serverReason(err) });
    }
  };

  return (
    <Card size="small" title={`Invitar usuario a «${equipo.nombre}»`} style={{ maxWidth: 640 }}>
      <Form form={form} name="invitar-usuario" layout="vertical" onFinish={onFinish} requiredMark>
        <Form.Item label="Usuario" name="username" required extra="El username de la persona a invitar.">
          <Input maxLength={150} autoComplete="off" onChange={() => setOutcome(null)} />
        </Form.Item>
        {outcome && (
          <Form.Item>
            {outcome.ok ? (
              <Alert type="success" showIcon role="status" title={EQUIPO_TEXTS.invitacionEnviada} description={outcome.username} />
            ) : (
              <Alert type="error" showIcon role="alert" title={EQUIPO_TEXTS.errorInvitarUsuario} description={outcome.reason} />
            )}
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={invitar.isPending}>
          Invitar
        </Button>
      </Form>
    </Card>
  );
}
