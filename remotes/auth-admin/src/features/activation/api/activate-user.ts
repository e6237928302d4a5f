import type { ActivationResponse } from '@gestion/contract';
import { http } from '@gestion/api';

/** The activation link of the mail: public, checks the single-use token. */
export async function activateUser(username: string, token: string | null): Promise<ActivationResponse> {
  const params = token ? { token } : undefined;
  return (await http.get<ActivationResponse>(`/api/auth/users/activate/${encodeURIComponent(username)}/`, { params })).data;
}
