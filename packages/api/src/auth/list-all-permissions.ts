import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AllPermissions } from '@gestion/contract';
import { http } from '../http';
import { authKeys } from './keys';

export async function listAllPermissions(signal?: AbortSignal): Promise<AllPermissions> {
  const data = (await http.get<AllPermissions>('/api/auth/permissions/all/pagination/none/', { signal })).data;
  return Array.isArray(data) ? data : [];
}

export const allPermissionsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.allPermissions(), queryFn: ({ signal }) => listAllPermissions(signal), staleTime: 60_000 });

export function useAllPermissions(enabled = true) {
  return useQuery({ ...allPermissionsQueryOptions(), enabled });
}
