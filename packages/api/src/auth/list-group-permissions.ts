import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '@gestion/contract';
import { http } from '../http';
import { authKeys } from './keys';

/** GET /api/group-permissions/{groupId}/permissions/: the group's permissions. */
export async function listGroupPermissions(groupId: number | string, signal?: AbortSignal): Promise<Permission[]> {
  const data = (await http.get<Permission[]>(`/api/group-permissions/${encodeURIComponent(String(groupId))}/permissions/`, { signal })).data;
  return Array.isArray(data) ? data : [];
}

export const groupPermissionsQueryOptions = (groupId: number | string) =>
  queryOptions({ queryKey: authKeys.groupPermissions(groupId), queryFn: ({ signal }) => listGroupPermissions(groupId, signal) });

export function useGroupPermissions(groupId: number | string | null) {
  return useQuery({ ...groupPermissionsQueryOptions(groupId ?? ''), enabled: groupId !== null && groupId !== '' });
}
