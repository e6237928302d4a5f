import type { Invitacion } from '@gestion/contract';
import { useMisInvitaciones } from '../api/get-invitaciones';
import { InvitationAnswer, LoadError } from '@gestion/ui';
import { Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { DASHBOARD_LOAD_FAILED } from '../lib/messages';
import { DashboardPart } from './dashboard-part';

function InvitacionItem({ invitacion }: { invitacion: Invitacion }) {
  const { token } = theme.useToken();
  const label = `Invitación al equipo ${invitacion.equipo_nombre}`;
  return (
    <li aria-label={label} style={{ padding: '10px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
      <Flex orientation="vertical" gap={8}>
        <Typography.Text>
          <Typography.Text strong>{invitacion.equipo_nombre}</Typography.Text>
          <Typography.Text type="secondary"> · coordina {invitacion.equipo_coordinador}</Typography.Text>
        </Typography.Text>
        <InvitationAnswer invitacionId={invitacion.id} />
      </Flex>
    </li>
  );
}

/** The caller's pending invitations, each accepted or rejected here with an optional message. */
export function InvitacionesCard() {
  const invitaciones = useMisInvitaciones();
  const pendientes = invitaciones.data?.filter((i) => i.estado === 'pendiente') ?? [];

  let body;
  if (invitaciones.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (invitaciones.isError) body = <LoadError title={DASHBOARD_LOAD_FAILED} error={invitaciones.error} />;
  else if (pendientes.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tienes invitaciones pendientes." />;
  else
    body = (
      <ul aria-label="Invitaciones pendientes" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 420, overflowY: 'auto' }}>
        {pendientes.map((i) => (
          <InvitacionItem key={i.id} invitacion={i} />
        ))}
      </ul>
    );

  return (
    <DashboardPart title="Invitaciones pendientes" busy={invitaciones.isPending}>
      {body}
    </DashboardPart>
  );
}
