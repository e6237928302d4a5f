import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, retryUnlessClientError } from '@gestion/api';
import type { GroupSecondFactor, GroupSecondFactorRequest, SecondFactorGroups } from '@gestion/contract';
import { authKeys } from '../../../api/keys';

const key = [...authKeys.groups(), 'segundo-factor'] as const;

/** GET /api/auth/groups/segundo-factor/ : the groups whose members must use a second factor. */
export const groupsSecondFactorQueryOptions = () =>
  queryOptions({
    queryKey: key,
    retry: retryUnlessClientError,
    queryFn: async ({ signal }) => new Set((await http.get<SecondFactorGroups>('/api/auth/groups/segundo-factor/', { signal })).data.ids),
  });

export const useGroupsSecondFactor = () => useQuery(groupsSecondFactorQueryOptions());

/** PATCH /api/auth/groups/{id}/segundo-factor/ : marks or unmarks one group. */
export function useSetGroupSecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, required }: { id: number; required: boolean }) =>
      (await http.patch<GroupSecondFactor>(`/api/auth/groups/${id}/segundo-factor/`, { requiere_segundo_factor: required } satisfies GroupSecondFactorRequest)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
