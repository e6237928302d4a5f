import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupPermissionChangeRequest, MembershipChange } from '@gestion/contract';
import { http } from '../http';
import { authKeys } from './keys';

/** POST /api/group-permissions/{groupId}/add_permission/ or /remove_permission/ with permiso_id. */
export async function toggleGroupPermission(groupId: number | string, permisoId: number, assign: boolean): Promise<MembershipChange> {
  const body: GroupPermissionChangeRequest = { permiso_id: permisoId };
  const action = assign ? 'add_permission' : 'remove_permission';
  return (await http.post<MembershipChange>(`/api/group-permissions/${encodeURIComponent(String(groupId))}/${action}/`, body)).data;
}

export function useToggleGroupPermission(groupId: number | string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ permisoId, assign }: { permisoId: number; assign: boolean }) => toggleGroupPermission(groupId, permisoId, assign),
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.all }),
  });
}
