import { errorMessage } from '@gestion/api';
import { useDeleteGroup } from '@gestion/api/auth/delete-group';
import { authKeys } from '@gestion/api/auth/keys';
import { listGroups } from '@gestion/api/auth/list-groups';
import type { Group } from '@gestion/contract';
import { useSession } from '@gestion/session';
import { PageFrame, ServerTable, toast, useServerList, type ServerTableColumn } from '@gestion/ui';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { toListQuery } from '../../../lib/list-query';
import { GroupNameModal } from './group-name-modal';
import { GroupPermissionsModal } from './group-permissions-modal';

const GROUPS_TABLE_KEY = [...authKeys.groups(), 'table'] as const;

/** /auth/group/list: 'Groups' with search, their permissions, and create/rename/delete. */
export function GroupsList() {
  const session = useSession();
  const [permissionsOf, setPermissionsOf] = useState<Group | null>(null);
  const [naming, setNaming] = useState<{ group: Group | null } | null>(null);
  const remove = useDeleteGroup();

  const list = useServerList<Group>({
    queryKey: GROUPS_TABLE_KEY,
    fetcher: (p, signal) => listGroups(toListQuery(p), signal),
    initial: { ordering: 'name', pageSize: 10 },
  });

  const canAdd = session.hasPermission('auth.add_group');
  const canChange = session.hasPermission('auth.change_group');
  const canDelete = session.hasPermission('auth.delete_group');

  const onDelete = async (group: Group) => {
    try {
      await remove.mutateAsync(group.id);
      toast.success(`Grupo "${group.name}" eliminado`);
    } catch (err) {
      toast.error(errorMessage(err, 'No se pudo eliminar el grupo'));
    }
  };

  const columns: ServerTableColumn<Group>[] = [
    { key: 'name', title: 'Rol', dataIndex: 'name', sortField: 'name' },
    {
      key: 'permissions',
      title: 'Permissions',
      // A group may hold the whole catalogue: two lines and the rest in a tooltip keep the
      // row (and its Permisos button) on screen.
      width: 560,
      render: (g) => {
        const codenames = g.permissions.map((p) => p.codename).join(', ');
        return codenames ? (
          <Typography.Paragraph style={{ margin: 0, maxWidth: 560 }} ellipsis={{ rows: 2, tooltip: codenames }}>
            {codenames}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        );
      },
    },
    {
      key: 'acciones',
      title: 'Acciones',
      render: (g) => (
        <Flex gap={8} wrap>
          <Button size="small" onClick={() => setPermissionsOf(g)} aria-label={`Permisos de ${g.name}`}>
            Permisos
          </Button>
          {canChange && (
            <Button size="small" onClick={() => setNaming({ group: g })} aria-label={`Renombrar ${g.name}`}>
              Renombrar
            </Button>
          )}
          {canDelete && (
            <Popconfirm
              title={`¿Eliminar el grupo "${g.name}"?`}
              description="Sus miembros perderán los permisos del grupo."
              okText="Eliminar"
              cancelText="Cancelar"
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete(g)}
            >
              <Button size="small" danger aria-label={`Eliminar ${g.name}`}>
                Eliminar
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];

  const error = list.error ? new Error('Error al cargar groups') : null;

  return (
    <PageFrame
      title="Groups"
      extra={
        canAdd ? (
          <Button type="primary" onClick={() => setNaming({ group: null })}>
            + Crear grupo
          </Button>
        ) : null
      }
    >
      <ServerTable<Group>
        columns={columns}
        rowKey="id"
        {...list.tableProps}
        error={error}
        debounceMs={800}
        searchPlaceholder="Buscar por nombre de rol"
        emptyMessage="No hay groups para mostrar"
      />
      {permissionsOf && <GroupPermissionsModal group={permissionsOf} onClose={() => setPermissionsOf(null)} />}
      {naming && <GroupNameModal group={naming.group} onClose={() => setNaming(null)} />}
    </PageFrame>
  );
}
