import type { MembershipChange, UserGroupChangeRequest } from '@gestion/contract';
import { http, useInvalidatingMutation } from '@gestion/api';
import { authKeys } from '../../../api/keys';

/** POST /api/user-roles/{userId}/add_group/ or /remove_group/ with group_id ('Asignar'/'Quitar'). */
export async function toggleUserGroup({ userId, groupId, assign }: { userId: string; groupId: number; assign: boolean }): Promise<MembershipChange> {
  const body: UserGroupChangeRequest = { group_id: groupId };
  return (await http.post<MembershipChange>(`/api/user-roles/${encodeURIComponent(userId)}/${assign ? 'add_group' : 'remove_group'}/`, body)).data;
}

export const useToggleUserGroup = () => useInvalidatingMutation(toggleUserGroup, authKeys.all);
