import { useSession } from '@gestion/session';
import { PageFrame } from '@gestion/ui';
import { Card, Col, Flex, Row, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';

/**
 * /user/dashboard, first version: who is signed in and what they may do. Notifications,
 * invitations, contexts and the task tables come with the dashboard issue.
 */
export default function DashboardPage() {
  const session = useSession();
  const user = session.user;
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username : '';

  return (
    <PageFrame title="Dashboard" subtitle={user ? `Hola, ${name}` : undefined}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title="Mi cuenta" style={{ height: '100%' }}>
            <Flex orientation="vertical" gap={8}>
              <Typography.Text>
                Usuario: <Typography.Text strong>{user?.username ?? '—'}</Typography.Text>
              </Typography.Text>
              {user?.email && <Typography.Text type="secondary">{user.email}</Typography.Text>}
              {session.isSuperuser && <Tag color="purple" style={{ width: 'fit-content' }}>Superusuario</Tag>}
              <Link to="/user/password/edit">Cambiar contraseña</Link>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title="Roles y permisos" style={{ height: '100%' }}>
            <Flex orientation="vertical" gap={12}>
              <Statistic
                title="Permisos"
                value={session.permissionsLoaded ? session.permissions.length : '…'}
                loading={!session.permissionsLoaded}
              />
              <div>
                <Typography.Text type="secondary">Roles</Typography.Text>
                <Flex wrap gap={6} style={{ marginTop: 6 }} aria-label="Roles">
                  {session.roles.length > 0 ? (
                    session.roles.map((r) => (
                      <Tag key={r.id} color="blue">
                        {r.name}
                      </Tag>
                    ))
                  ) : (
                    <Typography.Text type="secondary">{session.permissionsLoaded ? 'Sin roles asignados.' : 'Cargando…'}</Typography.Text>
                  )}
                </Flex>
              </div>
            </Flex>
          </Card>
        </Col>
      </Row>
    </PageFrame>
  );
}
