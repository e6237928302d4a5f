import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '@gestion/contract';
import { getList } from '@gestion/api';
import { authKeys } from '../../../api/keys';

/** GET /api/group-permissions/{groupId}/permissions/: the group's permissions. */
export const groupPermissionsQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: authKeys.groupPermissions(groupId),
    queryFn: ({ signal }) => getList<Permission>(`/api/group-permissions/${groupId}/permissions/`, undefined, signal),
  });

export const useGroupPermissions = (groupId: number | null) =>
  useQuery({ ...groupPermissionsQueryOptions(groupId ?? 0), enabled: groupId !== null });
