import { errorMessage } from '@gestion/api';
import { authKeys } from '@gestion/api/auth/keys';
import { listUsers } from '@gestion/api/auth/list-users';
import { useSetUserActive } from '@gestion/api/auth/set-user-active';
import type { UserListItem } from '@gestion/contract';
import { useSession } from '@gestion/session';
import { PageFrame, ServerTable, toast, useServerList, type ServerTableColumn } from '@gestion/ui';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toListQuery } from '../../../lib/list-query';
import { UserGroupsModal } from './user-groups-modal';

const USERS_TABLE_KEY = [...authKeys.users(), 'table'] as const;

/** /auth/user/list (and /auth/usuario/list, where creation returns). */
export function UsersList() {
  const session = useSession();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<UserListItem | null>(null);
  const setActive = useSetUserActive();
  const [busyId, setBusyId] = useState<number | null>(null);

  const list = useServerList<UserListItem>({
    queryKey: USERS_TABLE_KEY,
    fetcher: (p, signal) => listUsers(toListQuery(p), signal),
    initial: { ordering: 'username', pageSize: 10 },
  });

  const toggleActive = async (user: UserListItem) => {
    setBusyId(user.id);
    try {
      await setActive.mutateAsync({ id: user.id, isActive: !user.is_active });
    } catch (err) {
      toast.error(errorMessage(err, 'No se pudo cambiar el estado del usuario.'));
    } finally {
      setBusyId(null);
    }
  };

  const columns: ServerTableColumn<UserListItem>[] = [
    { key: 'username', title: 'Usuario', dataIndex: 'username', sortField: 'username' },
    { key: 'email', title: 'Email', dataIndex: 'email', sortField: 'email' },
    {
      key: 'groups',
      title: 'Groups',
      render: (u) => (u.groups.length ? u.groups.join(', ') : <Typography.Text type="secondary">—</Typography.Text>),
    },
    { key: 'permisos', title: 'Permisos', align: 'right', render: (u) => u.permisosCount },
    {
      key: 'estado',
      title: 'Estado',
      sortField: 'is_active',
      render: (u) => (u.is_active ? <Tag color="green">Activo</Tag> : <Tag color="red">Inactivo</Tag>),
    },
    {
      key: 'acciones',
      title: 'Acciones',
      render: (u) => (
        <Flex gap={8} wrap>
          <Button size="small" onClick={() => setEditing(u)} aria-label={`Groups de ${u.username}`}>
            Groups
          </Button>
          <Button
            size="small"
            danger={u.is_active}
            loading={busyId === u.id}
            // The server refuses it too; here it saves a pointless round trip.
            disabled={u.is_active && u.id === session.user?.id}
            title={u.is_active && u.id === session.user?.id ? 'No puedes desactivarte a ti mismo.' : undefined}
            onClick={() => void toggleActive(u)}
            aria-label={`${u.is_active ? 'Desactivar' : 'Activar'} ${u.username}`}
          >
            {u.is_active ? 'Desactivar' : 'Activar'}
          </Button>
        </Flex>
      ),
    },
  ];

  const error = list.error ? new Error(errorMessage(list.error, 'Error cargando usuarios.')) : null;

  return (
    <PageFrame
      title="Usuarios"
      extra={
        session.hasPermission('auth.add_user') ? (
          <Button
            type="primary"
            href="/auth/usuario/create"
            onClick={(e) => {
              e.preventDefault();
              void navigate('/auth/usuario/create');
            }}
          >
            + Crear usuario
          </Button>
        ) : null
      }
    >
      <ServerTable<UserListItem>
        columns={columns}
        rowKey="id"
        {...list.tableProps}
        error={error}
        emptyMessage="No hay usuarios para mostrar"
      />
      {editing && <UserGroupsModal user={editing} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
