import { errorMessage } from '@gestion/api';
import { usersQueryOptions } from '../api/list-users';
import { useSetUserActive } from '../api/set-user-active';
import type { UserListItem } from '@gestion/contract';
import { resourceColumns } from '@gestion/contract/resource';
import { USER_RESOURCE } from '@gestion/contract/resources/auth';
import { useSession } from '@gestion/session';
import { ResourceListPage, toast, useRecordActions, useServerList, type ServerTableColumn } from '@gestion/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { authKeys } from '../../../api/keys';
import { HistorialButton } from '../../../components/historial-button';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import { UserGroupsModal } from './user-groups-modal';

/** /auth/user/list (and /auth/usuario/list, where creation returns). */
export function UsersList() {
  const session = useSession();
  const [editing, setEditing] = useState<UserListItem | null>(null);
  const setActive = useSetUserActive();
  const [busyId, setBusyId] = useState<number | null>(null);
  const list = useServerList(usersQueryOptions, { initial: { ordering: 'username', pageSize: 10 } });
  const client = useQueryClient();
  // 'Editar' (names and email) for holders of auth.change_user, 'Eliminar' for holders of
  // auth.delete_user, as the declaration says; in this list's own 'Acciones', beside the others.
  const record = useRecordActions<UserListItem>(USER_RESOURCE, () => void client.invalidateQueries({ queryKey: authKeys.users() }));
  const [temporaryFor, setTemporaryFor] = useState<UserListItem | null>(null);

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
    ...resourceColumns<UserListItem, ServerTableColumn<UserListItem>>(USER_RESOURCE, {
      groups: { render: (u) => (u.groups.length ? u.groups.join(', ') : <Typography.Text type="secondary">—</Typography.Text>) },
      permisosCount: { align: 'right' },
      is_active: { render: (u) => (u.is_active ? <Tag color="green">Activo</Tag> : <Tag color="red">Inactivo</Tag>) },
    }),
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
          {record.canEdit && (
            <>
              <Button size="small" onClick={() => record.edit(u)} aria-label={`Editar ${u.username}`}>
                Editar
              </Button>
              <Button
                size="small"
                // The server refuses it too: one's own password is changed with «Cambiar contraseña».
                disabled={u.id === session.user?.id}
                title={u.id === session.user?.id ? 'Tu propia contraseña se cambia con «Cambiar contraseña».' : undefined}
                onClick={() => setTemporaryFor(u)}
                aria-label={`Contraseña temporal de ${u.username}`}
              >
                Contraseña temporal
              </Button>
            </>
          )}
          {record.canDelete && (
            <Button size="small" danger onClick={() => record.remove(u)} aria-label={`Eliminar ${u.username}`}>
              Eliminar
            </Button>
          )}
          <HistorialButton objetoTipo="auth.user" objetoId={u.id} name={u.username} />
        </Flex>
      ),
    },
  ];

  return (
    <ResourceListPage<UserListItem>
      title="Usuarios"
      list={list}
      csvExport={{ url: USER_RESOURCE.url }}
      create={{ label: '+ Crear usuario', permission: 'auth.add_user', to: '/auth/usuario/create' }}
      errorText={(err) => errorMessage(err, 'Error cargando usuarios.')}
      columns={columns}
      emptyMessage="No hay usuarios para mostrar"
    >
      {editing && <UserGroupsModal user={editing} onClose={() => setEditing(null)} />}
      {temporaryFor && <TemporaryPasswordDialog user={temporaryFor} onClose={() => setTemporaryFor(null)} />}
      {record.dialog}
    </ResourceListPage>
  );
}
