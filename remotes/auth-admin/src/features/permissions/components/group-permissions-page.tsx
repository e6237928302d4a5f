import { useAssignablePermissions } from '@gestion/api/auth/list-assignable-permissions';
import { useGroupPermissions } from '@gestion/api/auth/list-group-permissions';
import { useRoleGroups } from '@gestion/api/auth/list-role-groups';
import { useToggleGroupPermission } from '@gestion/api/auth/toggle-group-permission';
import type { AssignablePermission } from '@gestion/contract';
import { DataTable, PageFrame, toast, type DataTableColumn } from '@gestion/ui';
import { Alert, Button, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';

interface Row extends AssignablePermission {
  assigned: boolean;
}

/** /auth/permiso/list: choose a group, then Asignar/Quitar each permission. */
export function GroupPermissionsPage() {
  const groups = useRoleGroups();
  const [groupId, setGroupId] = useState<number | null>(null);
  const catalogue = useAssignablePermissions(groupId);
  const assigned = useGroupPermissions(groupId);
  const toggle = useToggleGroupPermission(groupId ?? '');
  const [busyId, setBusyId] = useState<number | null>(null);

  const rows: Row[] = useMemo(() => {
    const ids = new Set((assigned.data ?? []).map((p) => p.id));
    return (catalogue.data ?? []).map((p) => ({ ...p, assigned: assigned.data ? ids.has(p.id) : p.asignado }));
  }, [catalogue.data, assigned.data]);

  const onToggle = async (row: Row) => {
    setBusyId(row.id);
    try {
      await toggle.mutateAsync({ permisoId: row.id, assign: !row.assigned });
      toast.success('Permiso actualizado');
      await Promise.all([catalogue.refetch(), assigned.refetch()]);
    } catch {
      toast.error('Error al guardar permisos');
    } finally {
      setBusyId(null);
    }
  };

  const columns: DataTableColumn<Row>[] = [
    { key: 'name', title: 'Nombre', dataIndex: 'name', sortable: true },
    { key: 'codename', title: 'Codename', dataIndex: 'codename', sortable: true },
    {
      key: 'asignado',
      title: 'Asignado',
      sortable: true,
      sortValue: (r) => (r.assigned ? 1 : 0),
      searchValue: (r) => (r.assigned ? 'Sí' : 'No'),
      render: (r) => (r.assigned ? <Tag color="green">Sí</Tag> : <Tag>No</Tag>),
    },
    {
      key: 'accion',
      title: 'Acción',
      hideable: false,
      render: (r) => (
        <Button
          size="small"
          type={r.assigned ? 'default' : 'primary'}
          danger={r.assigned}
          loading={busyId === r.id}
          disabled={busyId !== null && busyId !== r.id}
          onClick={() => void onToggle(r)}
          aria-label={`${r.assigned ? 'Quitar' : 'Asignar'} ${r.codename}`}
        >
          {r.assigned ? 'Quitar' : 'Asignar'}
        </Button>
      ),
    },
  ];

  const loadError = catalogue.isError || assigned.isError;

  return (
    <PageFrame title="Permisos por grupo">
      {groups.isError && <Alert type="error" showIcon title="Error al cargar groups" />}
      <Select
        aria-label="Grupo"
        placeholder="Selecciona un grupo"
        showSearch={{ optionFilterProp: 'label' }}
        loading={groups.isPending}
        value={groupId ?? undefined}
        onChange={(v: number) => setGroupId(v)}
        options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
        style={{ width: '100%', maxWidth: 420 }}
      />
      {groupId !== null &&
        (loadError ? (
          <Alert type="error" showIcon title="Error al cargar permisos" />
        ) : (
          <DataTable<Row>
            data={rows}
            columns={columns}
            rowKey="id"
            loading={catalogue.isPending || assigned.isPending}
            emptyMessage="No hay permisos para mostrar"
          />
        ))}
    </PageFrame>
  );
}
