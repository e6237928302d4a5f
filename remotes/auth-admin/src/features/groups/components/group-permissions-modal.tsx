import { useAllPermissions } from '@gestion/api/auth/list-all-permissions';
import { useSetGroupPermissions } from '@gestion/api/auth/set-group-permissions';
import type { Group } from '@gestion/contract';
import { toast } from '@gestion/ui';
import { Alert, Checkbox, Empty, Input, Modal, Skeleton, Typography } from 'antd';
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
  const [filter, setFilter] = useState('');
  const [saveError, setSaveError] = useState(false);

  const visible = useMemo(() => {
    const term = filter.trim().toLowerCase();
    const all = permissions.data ?? [];
    return term ? all.filter((p) => p.codename.toLowerCase().includes(term) || p.name.toLowerCase().includes(term)) : all;
  }, [permissions.data, filter]);

  const toggle = (id: number, checked: boolean) =>
    setPicked(checked ? [...new Set([...selected, id])] : selected.filter((x) => x !== id));

  const onOk = async () => {
    setSaveError(false);
    try {
      await save.mutateAsync({ groupId: group.id, permissionIds: selected });
      toast.success('Permisos guardados');
      onClose();
    } catch {
      setSaveError(true);
      toast.error('Error al guardar permisos');
    }
  };

  let body;
  if (permissions.isError) body = <Alert type="error" showIcon title="Error al cargar permisos" />;
  else if (permissions.isPending) body = <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  else
    body = (
      <>
        <Input
          allowClear
          aria-label="Filtrar permisos"
          placeholder="Filtrar permisos"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          style={{ marginBottom: 12 }}
        />
        <Typography.Text type="secondary">{selected.length} seleccionados</Typography.Text>
        {visible.length === 0 ? (
          <Empty description="No hay permisos para mostrar" />
        ) : (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 6, maxHeight: '50vh', overflowY: 'auto', marginTop: 8 }}>
            {visible.map((p) => (
              <Checkbox key={p.id} checked={selected.includes(p.id)} onChange={(e) => toggle(p.id, e.target.checked)}>
                <span>{p.codename}</span>{' '}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {p.name}
                </Typography.Text>
              </Checkbox>
            ))}
          </div>
        )}
      </>
    );

  return (
    <Modal
      open
      title={`Permisos de ${group.name}`}
      okText="Guardar"
      cancelText="Cancelar"
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: permissions.isError || permissions.isPending }}
      destroyOnHidden
    >
      {body}
      {saveError && <Alert type="error" showIcon title="Error al guardar permisos" style={{ marginTop: 12 }} />}
    </Modal>
  );
}
