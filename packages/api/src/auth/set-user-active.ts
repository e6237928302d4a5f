import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserRequest, UserListItem } from '@gestion/contract';
import { http } from '../http';
import { authKeys } from './keys';

/** 'Activar'/'Desactivar' of the users list. */
export async function setUserActive(id: number, isActive: boolean): Promise<UserListItem> {
  const body: UpdateUserRequest = { is_active: isActive };
  return (await http.patch<UserListItem>(`/api/auth/users/${id}/`, body)).data;
}

export function useSetUserActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => setUserActive(id, isActive),
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.users() }),
  });
}
