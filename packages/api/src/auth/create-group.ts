import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group, GroupNameRequest } from '@gestion/contract';
import { http } from '../http';
import { authKeys } from './keys';

export async function createGroup(body: GroupNameRequest): Promise<Group> {
  return (await http.post<Group>('/api/auth/groups/', body)).data;
}

export function useCreateGroup() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createGroup, onSuccess: () => client.invalidateQueries({ queryKey: authKeys.all }) });
}
