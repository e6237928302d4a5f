import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { authKeys } from './keys';

export async function deleteGroup(id: number): Promise<void> {
  await http.delete(`/api/auth/groups/${id}/`);
}

export function useDeleteGroup() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteGroup, onSuccess: () => client.invalidateQueries({ queryKey: authKeys.all }) });
}
