import type { Group, GroupNameRequest } from '@gestion/contract';
import { http } from '../http';
import { useInvalidatingMutation } from '../use-invalidating-mutation';
import { authKeys } from './keys';

export async function renameGroup({ id, name }: { id: number; name: string }): Promise<Group> {
  const body: GroupNameRequest = { name };
  return (await http.patch<Group>(`/api/auth/groups/${id}/`, body)).data;
}

export const useRenameGroup = () => useInvalidatingMutation(renameGroup, authKeys.all);
