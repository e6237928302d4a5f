import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupSummaries } from '@gestion/contract';
import { http } from '../http';
import { authKeys } from './keys';

/** GET /api/user-roles/{userId}/user_groups/: the groups the user belongs to. */
export async function listUserRoleGroups(userId: number | string, signal?: AbortSignal): Promise<GroupSummaries> {
  const data = (await http.get<GroupSummaries>(`/api/user-roles/${encodeURIComponent(String(userId))}/user_groups/`, { signal })).data;
  return Array.isArray(data) ? data : [];
}

export const userRoleGroupsQueryOptions = (userId: number | string) =>
  queryOptions({ queryKey: authKeys.userRoleGroups(userId), queryFn: ({ signal }) => listUserRoleGroups(userId, signal) });

export function useUserRoleGroups(userId: number | string) {
  return useQuery(userRoleGroupsQueryOptions(userId));
}
