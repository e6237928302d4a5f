import type { EstadoInvitacion, Notificacion } from '@gestion/contract';
import { useNotificacionesPendientes } from '../api/get-notificaciones-pendientes';
import { Badge, Empty, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import { DASHBOARD_LOAD_FAILED } from '../lib/messages';
import { DashboardPart } from './dashboard-part';
import { LoadError } from '@gestion/ui';

const ESTADO_COLOR: Record<EstadoInvitacion, string> = { aceptada: 'green', rechazada: 'red', pendiente: 'gold' };

function NotificacionItem({ n }: { n: Notificacion }) {
  const { token } = theme.useToken();
  return (
    <li style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
      <Flex gap={8} align="baseline" wrap>
        <Typography.Text style={{ flex: 1, minWidth: 200, overflowWrap: 'anywhere' }}>{n.mensaje}</Typography.Text>
        {/* An answer to an invitation says how it was answered (spec section 3). */}
        {n.tipo === 'respuesta_invitacion' && <Tag color={ESTADO_COLOR[n.estado] ?? 'default'}>{n.estado}</Tag>}
      </Flex>
    </li>
  );
}

/** The caller's unseen notifications; this read marks them seen, so they are shown for this visit only. */
export function NotificacionesCard() {
  const notificaciones = useNotificacionesPendientes();
  const count = notificaciones.data?.length ?? 0;

  let body;
  if (notificaciones.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (notificaciones.isError) body = <LoadError title={DASHBOARD_LOAD_FAILED} error={notificaciones.error} />;
  else if (count === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tienes notificaciones nuevas." />;
  else
    body = (
      <ul aria-label="Notificaciones nuevas" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 320, overflowY: 'auto' }}>
        {notificaciones.data.map((n) => (
          <NotificacionItem key={n.id} n={n} />
        ))}
      </ul>
    );

  return (
    <DashboardPart title="Notificaciones" busy={notificaciones.isPending} extra={count > 0 ? <Badge count={count} overflowCount={999} /> : undefined}>
      {body}
    </DashboardPart>
  );
}
