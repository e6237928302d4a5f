import type { DetailResponse, TemporaryPasswordRequest } from '@gestion/contract';
import { http } from '@gestion/api';

/** POST /api/auth/users/{id}/contrasena-temporal/ → 200 `{detail}`; the user must change it at the next sign-in. */
export async function setTemporaryPassword({ id, password }: { id: number } & TemporaryPasswordRequest): Promise<DetailResponse> {
  return (await http.post<DetailResponse>(`/api/auth/users/${id}/contrasena-temporal/`, { password })).data;
}
