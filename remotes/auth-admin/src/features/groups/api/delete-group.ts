import { http, useInvalidatingMutation } from '@gestion/api';
import { authKeys } from '../../../api/keys';

export async function deleteGroup(id: number): Promise<void> {
  await http.delete(`/api/auth/groups/${id}/`);
}

export const useDeleteGroup = () => useInvalidatingMutation(deleteGroup, authKeys.all);
