import { useSession } from '@gestion/session';
import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { DashboardPart } from './dashboard-part';

/** Who is signed in, their roles, and the way to their profile, preferences and password. */
export function CuentaCard({ canPreferences }: { canPreferences: boolean }) {
  const session = useSession();
  const user = session.user;
  return (
    <DashboardPart title="Mi cuenta" busy={false}>
      <Flex orientation="vertical" gap={8}>
        <Typography.Text>
          Usuario: <Typography.Text strong>{user?.username ?? '—'}</Typography.Text>
        </Typography.Text>
        {user?.email && <Typography.Text type="secondary">{user.email}</Typography.Text>}
        <Flex wrap gap={6} aria-label="Roles">
          {session.isSuperuser && <Tag color="purple">Superusuario</Tag>}
          {session.roles.map((r) => (
            <Tag key={r.id} color="blue">
              {r.name}
            </Tag>
          ))}
          {!session.isSuperuser && session.roles.length === 0 && (
            <Typography.Text type="secondary">{session.permissionsLoaded ? 'Sin roles asignados.' : 'Cargando…'}</Typography.Text>
          )}
        </Flex>
        <Flex wrap gap={16}>
          <Link to="/user/perfil">Completar Perfil</Link>
          {canPreferences && <Link to="/user/preferencia/edit">Preferencias</Link>}
          <Link to="/user/password/edit">Cambiar contraseña</Link>
        </Flex>
      </Flex>
    </DashboardPart>
  );
}
