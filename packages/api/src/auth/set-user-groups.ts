import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetUserGroupsRequest, UserListItem } from '@gestion/contract';
import { http } from '../http';
import { authKeys } from './keys';

/** Ids are filtered to numeric ones, as the spec's screen does. */
export function numericIds(ids: readonly unknown[]): number[] {
  return ids.map((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v)).filter((v): v is number => typeof v === 'number' && Number.isInteger(v));
}

/** Replaces the user's groups. */
export async function setUserGroups(userId: number, groupIds: readonly unknown[]): Promise<UserListItem> {
  const body: SetUserGroupsRequest = { groups_ids: numericIds(groupIds) };
  return (await http.patch<UserListItem>(`/api/auth/users/${userId}/groups/`, body)).data;
}

export function useSetUserGroups() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, groupIds }: { userId: number; groupIds: readonly unknown[] }) => setUserGroups(userId, groupIds),
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.all }),
  });
}
