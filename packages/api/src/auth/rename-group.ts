import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group, GroupNameRequest } from '@gestion/contract';
import { http } from '../http';
import { authKeys } from './keys';

export async function renameGroup(id: number, name: string): Promise<Group> {
  const body: GroupNameRequest = { name };
  return (await http.patch<Group>(`/api/auth/groups/${id}/`, body)).data;
}

export function useRenameGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameGroup(id, name),
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.all }),
  });
}
