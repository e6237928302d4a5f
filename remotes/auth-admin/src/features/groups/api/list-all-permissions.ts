import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '@gestion/contract';
import { getList } from '@gestion/api';
import { authKeys } from '../../../api/keys';

/** GET /api/auth/permissions/all/pagination/none/: the whole catalogue, ordered by codename. */
export const allPermissionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.allPermissions(),
    queryFn: ({ signal }) => getList<Permission>('/api/auth/permissions/all/pagination/none/', undefined, signal),
    staleTime: 60_000,
  });

export const useAllPermissions = () => useQuery(allPermissionsQueryOptions());
