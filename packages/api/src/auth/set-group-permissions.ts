import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group, SetGroupPermissionsRequest } from '@gestion/contract';
import { http } from '../http';
import { authKeys } from './keys';
import { numericIds } from './set-user-groups';

/** Replaces the group's permissions. */
export async function setGroupPermissions(groupId: number, permissionIds: readonly unknown[]): Promise<Group> {
  const body: SetGroupPermissionsRequest = { permissions_ids: numericIds(permissionIds) };
  return (await http.patch<Group>(`/api/auth/groups/${groupId}/permissions/`, body)).data;
}

export function useSetGroupPermissions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, permissionIds }: { groupId: number; permissionIds: readonly unknown[] }) =>
      setGroupPermissions(groupId, permissionIds),
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.all }),
  });
}
