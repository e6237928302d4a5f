import { useMutation } from '@tanstack/react-query';
import type { CloseOtherSessionsResponse } from '@gestion/contract';
import { http } from '@gestion/api';

/**
 * POST /api/auth/sesiones/cerrar-otras/ : the server ends every other session of the user (their
 * tokens answer 401 from then on); this one stays.
 */
export async function cerrarOtrasSesiones(): Promise<CloseOtherSessionsResponse> {
  return (await http.post<CloseOtherSessionsResponse>('/api/auth/sesiones/cerrar-otras/')).data;
}

export function useCerrarOtrasSesiones() {
  return useMutation({ mutationFn: cerrarOtrasSesiones });
}
