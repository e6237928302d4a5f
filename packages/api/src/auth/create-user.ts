import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserRequest, UserListItem } from '@gestion/contract';
import { http } from '../http';
import { authKeys } from './keys';

export async function createUser(body: CreateUserRequest): Promise<UserListItem> {
  return (await http.post<UserListItem>('/api/auth/users/', body)).data;
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.users() }),
  });
}
