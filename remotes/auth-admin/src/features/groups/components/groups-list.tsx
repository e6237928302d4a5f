import { errorMessage } from '@gestion/api';
import { groupsQueryOptions } from '../../../api/list-groups';
import { useDeleteGroup } from '../api/delete-group';
import type { Group } from '@gestion/contract';
import { resourceColumns } from '@gestion/contract/resource';
import { GROUP_RESOURCE } from '@gestion/contract/resources/auth';
import { useSession } from '@gestion/session';
import { ResourceListPage, toast, useServerList, type ServerTableColumn } from '@gestion/ui';
import { Button, Flex, Popconfirm, Switch, Typography } from 'antd';
import { useGroupsSecondFactor, useSetGroupSecondFactor } from '../api/group-second-factor';
import { useState } from 'react';
import { HistorialButton } from '../../../components/historial-button';
import { GroupNameModal } from './group-name-modal';
import { GroupPermissionsModal } from './group-permissions-modal';

/** /auth/group/list: 'Groups' with search, their permissions, and create/rename/delete. */
export function GroupsList() {
  const session = useSession();
  const [permissionsOf, setPermissionsOf] = useState<Group | null>(null);
  const [naming, setNaming] = useState<{ group: Group | null } | null>(null);
  const remove = useDeleteGroup();
  const secondFactor = useGroupsSecondFactor();
  const setSecondFactor = useSetGroupSecondFactor();

  const list = useServerList(groupsQueryOptions, { initial: { ordering: 'name', pageSize: 10 } });

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

  const onSecondFactor = async (group: Group, required: boolean) => {
    try {
      await setSecondFactor.mutateAsync({ id: group.id, required });
      toast.success(required ? `Los miembros de "${group.name}" deberán usar verificación en dos pasos` : `"${group.name}" ya no exige verificación en dos pasos`);
    } catch (err) {
      toast.error(errorMessage(err, 'No se pudo cambiar la verificación en dos pasos del grupo'));
    }
  };

  const columns: ServerTableColumn<Group>[] = [
    ...resourceColumns<Group, ServerTableColumn<Group>>(GROUP_RESOURCE, {
      permissions: {
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
    }),
    {
      key: 'segundo-factor',
      title: 'Verificación en dos pasos',
      render: (g) => (
        <Switch
          size="small"
          aria-label={`Exigir verificación en dos pasos a los miembros de ${g.name}`}
          checked={secondFactor.data?.has(g.id) ?? false}
          disabled={!canChange || !secondFactor.data}
          loading={setSecondFactor.isPending && setSecondFactor.variables?.id === g.id}
          onChange={(checked) => void onSecondFactor(g, checked)}
        />
      ),
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
          <HistorialButton objetoTipo="auth.group" objetoId={g.id} name={g.name} />
        </Flex>
      ),
    },
  ];

  return (
    <ResourceListPage<Group>
      title="Groups"
      list={list}
      csvExport={{ url: GROUP_RESOURCE.url }}
      create={{ label: '+ Crear grupo', permission: 'auth.add_group', onClick: () => setNaming({ group: null }) }}
      errorText={() => 'Error al cargar groups'}
      columns={columns}
      debounceMs={800}
      searchPlaceholder="Buscar por nombre de rol"
      emptyMessage="No hay groups para mostrar"
    >
      {permissionsOf && <GroupPermissionsModal group={permissionsOf} onClose={() => setPermissionsOf(null)} />}
      {naming && <GroupNameModal group={naming.group} onClose={() => setNaming(null)} />}
    </ResourceListPage>
  );
}
