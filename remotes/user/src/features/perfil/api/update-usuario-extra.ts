import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UsuarioExtra, UsuarioExtraUpdateRequest } from '@gestion/contract';
import { http } from '@gestion/api';
import { userKeys } from '../../../api/keys';

export interface UsuarioExtraUpdate {
  id: number;
  body: UsuarioExtraUpdateRequest;
}

/** PUT /api/usuario-extra/{id}/ : the whole profile (apodo, avatar, bio, profesiones, telefonos); answers it. */
export async function updateUsuarioExtra({ id, body }: UsuarioExtraUpdate): Promise<UsuarioExtra> {
  return (await http.put<UsuarioExtra>(`/api/usuario-extra/${id}/`, body)).data;
}

/** On success the cached profile becomes the server's answer (no second read). */
export function useUpdateUsuarioExtra() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUsuarioExtra,
    onSuccess: (saved) => client.setQueryData(userKeys.usuarioExtra, saved),
  });
}
