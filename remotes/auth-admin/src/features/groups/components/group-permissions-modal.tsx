import { withServerReason } from '@gestion/api';
import { useAllPermissions } from '../api/list-all-permissions';
import { useSetGroupPermissions } from '../api/set-group-permissions';
import type { Group } from '@gestion/contract';
import { AssignmentDialog, toast } from '@gestion/ui';
import { Alert } from 'antd';
import { useMemo, useState } from 'react';

export interface GroupPermissionsModalProps {
  group: Group;
  onClose(): void;
}

/** Every permission of the catalogue; the checked ones replace the group's on save. */
export function GroupPermissionsModal({ group, onClose }: GroupPermissionsModalProps) {
  const permissions = useAllPermissions();
  const save = useSetGroupPermissions();
  // null until the user changes something: the group's own, by id or (for a bare codename) by codename.
  const [picked, setPicked] = useState<number[] | null>(null);
  const selected = useMemo(() => {
    if (picked) return picked;
    const ids = new Set(group.permissions.map((p) => p.id));
    const codenames = new Set(group.permissions.map((p) => p.codename));
    const all = permissions.data ?? [];
    const known = all.filter((p) => ids.has(p.id) || codenames.has(p.codename)).map((p) => p.id);
    return all.length > 0 ? known : group.permissions.map((p) => p.id).filter(Number.isFinite);
  }, [picked, group.permissions, permissions.data]);
  const [saveError, setSaveError] = useState<string | null>(null);

  const onOk = async () => {
    setSaveError(null);
    try {
      await save.mutateAsync({ groupId: group.id, permissionIds: selected });
      toast.success('Permisos guardados');
      onClose();
    } catch (err) {
      const text = withServerReason('Error al guardar permisos', err);
      setSaveError(text);
      toast.error(text);
    }
  };

  return (
    <AssignmentDialog
      title={`Permisos de ${group.name}`}
      canSave={!permissions.isError && !permissions.isPending}
      saving={save.isPending}
      onSave={() => void onOk()}
      onClose={onClose}
      items={permissions.data}
      itemId={(p) => p.id}
      itemName={(p) => p.codename}
      describe={(p) => p.name}
      error={permissions.isError && 'Error al cargar permisos'}
      emptyMessage="No hay permisos para mostrar"
      selected={selected}
      onSelect={setPicked}
      filterPlaceholder="Filtrar permisos"
      showCount
    >
      {saveError && <Alert type="error" showIcon title={saveError} style={{ marginTop: 12 }} />}
    </AssignmentDialog>
  );
}
