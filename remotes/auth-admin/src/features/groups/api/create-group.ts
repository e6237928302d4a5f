import type { Group, GroupNameRequest } from '@gestion/contract';
import { http, useInvalidatingMutation } from '@gestion/api';
import { authKeys } from '../../../api/keys';

/** POST /api/auth/groups/ → 201 the group. */
export async function createGroup(body: GroupNameRequest): Promise<Group> {
  return (await http.post<Group>('/api/auth/groups/', body)).data;
}

export const useCreateGroup = () => useInvalidatingMutation(createGroup, authKeys.all);
