import type { CreateUserRequest, UserListItem } from '@gestion/contract';
import { http, useInvalidatingMutation } from '@gestion/api';
import { authKeys } from '../../../api/keys';

/** POST /api/auth/users/ → 201 the new, active user. */
export async function createUser(body: CreateUserRequest): Promise<UserListItem> {
  return (await http.post<UserListItem>('/api/auth/users/', body)).data;
}

export const useCreateUser = () => useInvalidatingMutation(createUser, authKeys.users());
