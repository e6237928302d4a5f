import type { UpdateUserRequest, UserListItem } from '@gestion/contract';
import { http, useInvalidatingMutation } from '@gestion/api';
import { authKeys } from '../../../api/keys';

/** 'Activar'/'Desactivar' of the users list. */
export async function setUserActive({ id, isActive }: { id: number; isActive: boolean }): Promise<UserListItem> {
  const body: UpdateUserRequest = { is_active: isActive };
  return (await http.patch<UserListItem>(`/api/auth/users/${id}/`, body)).data;
}

export const useSetUserActive = () => useInvalidatingMutation(setUserActive, authKeys.users());
