import type { GroupPermissionChangeRequest, MembershipChange } from '@gestion/contract';
import { http, useInvalidatingMutation } from '@gestion/api';
import { authKeys } from '../../../api/keys';

/** POST /api/group-permissions/{groupId}/add_permission/ or /remove_permission/ with permiso_id. */
export async function toggleGroupPermission({ groupId, permisoId, assign }: { groupId: number; permisoId: number; assign: boolean }): Promise<MembershipChange> {
  const body: GroupPermissionChangeRequest = { permiso_id: permisoId };
  return (await http.post<MembershipChange>(`/api/group-permissions/${groupId}/${assign ? 'add_permission' : 'remove_permission'}/`, body)).data;
}

export const useToggleGroupPermission = () => useInvalidatingMutation(toggleGroupPermission, authKeys.all);
