import { useRoleGroups } from '@gestion/api/auth/list-role-groups';
import { useUserRoleGroups } from '@gestion/api/auth/list-user-role-groups';
import { useToggleUserGroup } from '@gestion/api/auth/toggle-user-group';
import { PageFrame, toast } from '@gestion/ui';
import { Alert, Button, Card, Empty, Flex, Tag, theme, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** /auth/usuario/{id}/roles: Asignar/Quitar each group of one user. */
export function UserRolesPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const groups = useRoleGroups();
  const mine = useUserRoleGroups(id);
  const toggle = useToggleUserGroup(id);
  const [busyId, setBusyId] = useState<number | null>(null);
  const { token } = theme.useToken();
  const location = useLocation();
  // Opened from a link or a new tab there is no in-app page behind it: go to the users list.
  const goBack = () => void (location.key === 'default' ? navigate('/auth/user/list') : navigate(-1));

  const assigned = new Set((mine.data ?? []).map((g) => g.id));

  const onToggle = async (groupId: number) => {
    setBusyId(groupId);
    try {
      await toggle.mutateAsync({ groupId, assign: !assigned.has(groupId) });
      await mine.refetch();
    } catch {
      toast.error('No se pudo actualizar el rol');
    } finally {
      setBusyId(null);
    }
  };

  let body;
  if (groups.isPending || mine.isPending) body = <Typography.Text>Cargando roles...</Typography.Text>;
  else if (groups.isError || mine.isError) body = <Alert type="error" showIcon title="No se pudieron cargar los roles" />;
  else if (groups.data.length === 0) body = <Empty description="No hay groups para mostrar" />;
  else
    body = (
      <Card styles={{ body: { padding: 0 } }}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Roles">
          {groups.data.map((g, i) => {
            const has = assigned.has(g.id);
            return (
              <li
                key={g.id}
                style={{
                  padding: '12px 16px',
                  borderTop: i === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
                }}
              >
                <Flex gap={8} align="center" justify="space-between" wrap>
                  <Flex gap={8} align="center" wrap>
                    <span>{g.name}</span>
                    {has && <Tag color="green">Asignado</Tag>}
                  </Flex>
                  <Button
                    size="small"
                    type={has ? 'default' : 'primary'}
                    danger={has}
                    loading={busyId === g.id}
                    disabled={busyId !== null && busyId !== g.id}
                    onClick={() => void onToggle(g.id)}
                    aria-label={`${has ? 'Quitar' : 'Asignar'} ${g.name}`}
                  >
                    {has ? 'Quitar' : 'Asignar'}
                  </Button>
                </Flex>
              </li>
            );
          })}
        </ul>
      </Card>
    );

  return (
    <PageFrame
      title="Roles del usuario"
      extra={
        <Button onClick={goBack}>
          Back
        </Button>
      }
    >
      {body}
    </PageFrame>
  );
}
