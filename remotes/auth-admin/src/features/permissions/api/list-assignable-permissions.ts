import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignablePermission } from '@gestion/contract';
import { getList } from '@gestion/api';
import { authKeys } from '../../../api/keys';

/** GET /api/all-permissions/?group_id=: the catalogue, each with `asignado` for that group. */
export const assignablePermissionsQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: authKeys.assignablePermissions(groupId),
    queryFn: ({ signal }) => getList<AssignablePermission>('/api/all-permissions/', { group_id: groupId }, signal),
  });

export const useAssignablePermissions = (groupId: number | null) =>
  useQuery({ ...assignablePermissionsQueryOptions(groupId ?? 0), enabled: groupId !== null });
