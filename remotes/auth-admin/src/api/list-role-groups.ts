import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupSummary } from '@gestion/contract';
import { getList } from '@gestion/api';
import { authKeys } from './keys';

/** GET /api/user-roles/groups/: every group, id and name. */
export const roleGroupsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.roleGroups(), queryFn: ({ signal }) => getList<GroupSummary>('/api/user-roles/groups/', undefined, signal) });

export const useRoleGroups = () => useQuery(roleGroupsQueryOptions());
