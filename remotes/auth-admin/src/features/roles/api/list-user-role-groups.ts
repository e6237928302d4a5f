import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupSummary } from '@gestion/contract';
import { getList } from '@gestion/api';
import { authKeys } from '../../../api/keys';

/** GET /api/user-roles/{userId}/user_groups/: the groups the user belongs to. */
export const userRoleGroupsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: authKeys.userRoleGroups(userId),
    queryFn: ({ signal }) => getList<GroupSummary>(`/api/user-roles/${encodeURIComponent(userId)}/user_groups/`, undefined, signal),
  });

export const useUserRoleGroups = (userId: string) => useQuery(userRoleGroupsQueryOptions(userId));
