import type { Group, SetGroupPermissionsRequest } from '@gestion/contract';
import { http, useInvalidatingMutation } from '@gestion/api';
import { authKeys } from '../../../api/keys';

/** PATCH /api/auth/groups/{id}/permissions/: replaces the group's permissions. */
export async function setGroupPermissions({ groupId, permissionIds }: { groupId: number; permissionIds: number[] }): Promise<Group> {
  const body: SetGroupPermissionsRequest = { permissions_ids: permissionIds };
  return (await http.patch<Group>(`/api/auth/groups/${groupId}/permissions/`, body)).data;
}

export const useSetGroupPermissions = () => useInvalidatingMutation(setGroupPermissions, authKeys.all);
