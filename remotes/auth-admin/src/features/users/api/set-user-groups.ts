import type { SetUserGroupsRequest, UserListItem } from '@gestion/contract';
import { http, useInvalidatingMutation } from '@gestion/api';
import { authKeys } from '../../../api/keys';

/** PATCH /api/auth/users/{id}/groups/: replaces the user's groups. */
export async function setUserGroups({ userId, groupIds }: { userId: number; groupIds: number[] }): Promise<UserListItem> {
  const body: SetUserGroupsRequest = { groups_ids: groupIds };
  return (await http.patch<UserListItem>(`/api/auth/users/${userId}/groups/`, body)).data;
}

export const useSetUserGroups = () => useInvalidatingMutation(setUserGroups, authKeys.all);
