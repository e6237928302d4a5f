import { useRoleGroups } from '../../../api/list-role-groups';
import { useAssignablePermissions } from '../api/list-assignable-permissions';
import { useGroupPermissions } from '../api/list-group-permissions';
import { useToggleGroupPermission } from '../api/toggle-group-permission';
import type { AssignablePermission } from '@gestion/contract';
import { AssignmentList, PageFrame, type DataTableColumn } from '@gestion/ui';
import { Alert, Select } from 'antd';
import { useState } from 'react';

const columns: DataTableColumn<AssignablePermission>[] = [
  { key: 'name', title: 'Nombre', dataIndex: 'name', sortable: true },
  { key: 'codename', title: 'Codename', dataIndex: 'codename', sortable: true },
];

/** /auth/permiso/list: choose a group, then Asignar/Quitar each permission. */
export function GroupPermissionsPage() {
  const groups = useRoleGroups();
  const [groupId, setGroupId] = useState<number | null>(null);
  const catalogue = useAssignablePermissions(groupId);
  const assigned = useGroupPermissions(groupId);
  const toggle = useToggleGroupPermission();
  const assignedIds = new Set((assigned.data ?? []).map((p) => p.id));

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
      {groupId !== null && (
        <AssignmentList
          mode="toggle"
          columns={columns}
          items={catalogue.data}
          itemId={(p) => p.id}
          itemName={(p) => p.codename}
          loading={catalogue.isPending || assigned.isPending}
          error={(catalogue.isError || assigned.isError) && 'Error al cargar permisos'}
          emptyMessage="No hay permisos para mostrar"
          isAssigned={(p) => (assigned.data ? assignedIds.has(p.id) : p.asignado)}
          onToggle={(p, assign) => toggle.mutateAsync({ groupId, permisoId: p.id, assign })}
          toggleSuccessText="Permiso actualizado"
          toggleErrorText="Error al guardar permisos"
        />
      )}
    </PageFrame>
  );
}
