import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupSummaries } from '@gestion/contract';
import { http } from '../http';
import { authKeys } from './keys';

/** GET /api/user-roles/groups/: every group, id and name. */
export async function listRoleGroups(signal?: AbortSignal): Promise<GroupSummaries> {
  const data = (await http.get<GroupSummaries>('/api/user-roles/groups/', { signal })).data;
  return Array.isArray(data) ? data : [];
}

export const roleGroupsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.roleGroups(), queryFn: ({ signal }) => listRoleGroups(signal) });

export function useRoleGroups() {
  return useQuery(roleGroupsQueryOptions());
}
