import type { DetailResponse } from '@gestion/contract';
import { http } from '@gestion/api';

/** POST /api/auth/logout/ : the server ends `token`'s session (401 from then on, on every replica). */
export async function endSession(token: string): Promise<DetailResponse> {
  return (await http.post<DetailResponse>('/api/auth/logout/', undefined, { headers: { Authorization: `JWT ${token}` } })).data;
}
