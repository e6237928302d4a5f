import { http } from '../http';
import { useInvalidatingMutation } from '../use-invalidating-mutation';
import { authKeys } from './keys';

export async function deleteGroup(id: number): Promise<void> {
  await http.delete(`/api/auth/groups/${id}/`);
}

export const useDeleteGroup = () => useInvalidatingMutation(deleteGroup, authKeys.all);
