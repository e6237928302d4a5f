import { withServerReason } from '@gestion/api';
import { allGroupsQueryOptions } from '../../../api/list-groups';
import { useSetUserGroups } from '../api/set-user-groups';
import type { UserListItem } from '@gestion/contract';
import { AssignmentDialog } from '@gestion/ui';
import { useQuery } from '@tanstack/react-query';
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
    } catch (err) {
      window.alert(withServerReason('Error al guardar grupos', err));
    }
  };

  return (
    <AssignmentDialog
      title={`Groups de ${user.username}`}
      canSave={selected !== null && !groups.isError}
      saving={save.isPending}
      onSave={() => void onOk()}
      onClose={onClose}
      items={groups.data?.results}
      itemId={(g) => g.id}
      itemName={(g) => g.name}
      error={groups.isError && 'Error al cargar grupos'}
      emptyMessage="No hay groups para mostrar"
      selected={selected ?? []}
      onSelect={setPicked}
    />
  );
}
