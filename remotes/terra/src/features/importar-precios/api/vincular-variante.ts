import type { VincularVarianteRequest, VincularVarianteResponse } from '@gestion/contract';
import { http } from '@gestion/api';

/** POST /api/pueblo/unidades/vincular-variante/ : records a text as an equivalent of a unit (idempotent). */
export async function vincularVariante(body: VincularVarianteRequest): Promise<VincularVarianteResponse> {
  return (await http.post<VincularVarianteResponse>('/api/pueblo/unidades/vincular-variante/', body)).data;
}
