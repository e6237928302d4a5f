import type { Equipo, EstadoInvitacion, Invitacion } from '@gestion/contract';
import { InvitationAnswer, toast } from '@gestion/ui';
import { Card, Flex, Tag, Typography } from 'antd';
import { InvitarMiembro } from './invitar-miembro';

const GRUPOS: { estado: EstadoInvitacion; label: string; color: string }[] = [
  { estado: 'aceptada', label: 'Aceptadas', color: 'green' },
  { estado: 'pendiente', label: 'Pendientes', color: 'gold' },
  { estado: 'rechazada', label: 'Rechazadas', color: 'red' },
];

export interface EquipoCardProps {
  equipo: Equipo;
  /**
   * Signed-in user: the coordinator sees the invite control (being the coordinator is the whole
   * rule, as on the server), an invitee their own pending answer.
   */
  me: { id: number; username: string } | null;
}

function Usernames({ names, color }: { names: string[]; color?: string }) {
  if (names.length === 0)
    return (
      <div>
        <Typography.Text type="secondary">Ninguno</Typography.Text>
      </div>
    );
  return (
    <Flex gap={4} wrap>
      {names.map((n) => (
        <Tag key={n} color={color}>
          {n}
        </Tag>
      ))}
    </Flex>
  );
}

/** One team: name, description, coordinator, members, invitations by estado, and the 'Propio'/'Invitado' badge. */
export function EquipoCard({ equipo, me }: EquipoCardProps) {
  const propio = me !== null && equipo.coordinador.id === me.id;
  const mine: Invitacion | undefined = propio ? undefined : equipo.invitaciones.find((i) => i.invitado === me?.id && i.estado === 'pendiente');

  return (
    <Card
      size="small"
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }} ellipsis={{ tooltip: equipo.nombre }}>
          {equipo.nombre}
        </Typography.Title>
      }
      extra={<Tag color={propio ? 'blue' : 'purple'}>{propio ? 'Propio' : 'Invitado'}</Tag>}
      aria-label={`Equipo ${equipo.nombre}`}
      role="article"
    >
      <Flex vertical gap={8}>
        {equipo.descripcion && <Typography.Paragraph style={{ margin: 0 }}>{equipo.descripcion}</Typography.Paragraph>}
        <div>
          <Typography.Text strong>Coordinador: </Typography.Text>
          <Typography.Text>{equipo.coordinador.username}</Typography.Text>
        </div>
        <div aria-label="Miembros" role="group">
          <Typography.Text strong>Miembros ({equipo.miembros.length})</Typography.Text>
          <Usernames names={equipo.miembros.map((m) => m.username)} />
        </div>
        <Typography.Text strong>Invitaciones</Typography.Text>
        {GRUPOS.map(({ estado, label, color }) => {
          const names = equipo.invitaciones.filter((i) => i.estado === estado).map((i) => i.invitado_username);
          return (
            <div key={estado} aria-label={label} role="group">
              <Typography.Text type="secondary">
                {label} ({names.length})
              </Typography.Text>
              <Usernames names={names} color={color} />
            </div>
          );
        })}
        {propio && <InvitarMiembro equipo={equipo} ownUsername={me?.username} />}
        {mine && (
          <>
            <Typography.Text>Tienes una invitación pendiente a este equipo.</Typography.Text>
            <InvitationAnswer invitacionId={mine.id} onError={(text) => toast.error(text)} />
          </>
        )}
      </Flex>
    </Card>
  );
}
