import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignablePermission } from '@gestion/contract';
import { http } from '../http';
import { authKeys } from './keys';

/** GET /api/all-permissions/?group_id=: the catalogue, each with `asignado` for that group. */
export async function listAssignablePermissions(groupId: number | string, signal?: AbortSignal): Promise<AssignablePermission[]> {
  const data = (await http.get<AssignablePermission[]>('/api/all-permissions/', { params: { group_id: groupId }, signal })).data;
  return Array.isArray(data) ? data : [];
}

export const assignablePermissionsQueryOptions = (groupId: number | string) =>
  queryOptions({
    queryKey: authKeys.assignablePermissions(groupId),
    queryFn: ({ signal }) => listAssignablePermissions(groupId, signal),
  });

export function useAssignablePermissions(groupId: number | string | null) {
  return useQuery({ ...assignablePermissionsQueryOptions(groupId ?? ''), enabled: groupId !== null && groupId !== '' });
}
