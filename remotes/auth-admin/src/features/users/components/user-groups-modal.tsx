import { allGroupsQueryOptions } from '@gestion/api/auth/list-groups';
import { useSetUserGroups } from '@gestion/api/auth/set-user-groups';
import type { UserListItem } from '@gestion/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Empty, Modal, Skeleton } from 'antd';
import { useMemo, useState } from 'react';

export interface UserGroupsModalProps {
  user: UserListItem;
  onClose(): void;
}

/** 'Groups' of the users list: the checked groups replace the user's groups on save. */
export function UserGroupsModal({ user, onClose }: UserGroupsModalProps) {
  const groups = useQuery(allGroupsQueryOptions());
  const save = useSetUserGroups();
  // The admin's picks; until the first one, the user's own groups. The list carries group names,
  // so their ids are known only once the groups have loaded.
  const [picked, setPicked] = useState<number[] | null>(null);
  const selected = useMemo(() => {
    if (picked || !groups.data) return picked;
    const names = new Set(user.groups);
    return groups.data.results.filter((g) => names.has(g.name)).map((g) => g.id);
  }, [picked, groups.data, user.groups]);

  const onOk = async () => {
    try {
      await save.mutateAsync({ userId: user.id, groupIds: selected ?? [] });
      onClose();
    } catch {
      window.alert('Error al guardar grupos');
    }
  };

  let body;
  if (groups.isError) body = <Alert type="error" showIcon title="Error al cargar grupos" />;
  else if (groups.isPending || selected === null) body = <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  else if (groups.data.results.length === 0) body = <Empty description="No hay groups para mostrar" />;
  else
    body = (
      <Checkbox.Group
        value={selected}
        onChange={(v) => setPicked(v as number[])}
        style={{ display: 'flex', flexDirection: 'column', gap: 8, maxHeight: '50vh', overflowY: 'auto' }}
        options={groups.data.results.map((g) => ({ value: g.id, label: g.name }))}
      />
    );

  return (
    <Modal
      open
      title={`Groups de ${user.username}`}
      okText="Guardar"
      cancelText="Cancelar"
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: selected === null || groups.isError }}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
