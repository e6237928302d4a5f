import type { Group, GroupNameRequest } from '@gestion/contract';
import { http, useInvalidatingMutation } from '@gestion/api';
import { authKeys } from '../../../api/keys';

export async function renameGroup({ id, name }: { id: number; name: string }): Promise<Group> {
  const body: GroupNameRequest = { name };
  return (await http.patch<Group>(`/api/auth/groups/${id}/`, body)).data;
}

export const useRenameGroup = () => useInvalidatingMutation(renameGroup, authKeys.all);
