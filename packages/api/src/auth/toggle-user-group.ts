import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MembershipChange, UserGroupChangeRequest } from '@gestion/contract';
import { http } from '../http';
import { authKeys } from './keys';

/** POST /api/user-roles/{userId}/add_group/ or /remove_group/ with group_id ('Asignar'/'Quitar'). */
export async function toggleUserGroup(userId: number | string, groupId: number, assign: boolean): Promise<MembershipChange> {
  const body: UserGroupChangeRequest = { group_id: groupId };
  const action = assign ? 'add_group' : 'remove_group';
  return (await http.post<MembershipChange>(`/api/user-roles/${encodeURIComponent(String(userId))}/${action}/`, body)).data;
}

export function useToggleUserGroup(userId: number | string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, assign }: { groupId: number; assign: boolean }) => toggleUserGroup(userId, groupId, assign),
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.all }),
  });
}
