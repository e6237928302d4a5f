import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VincularVarianteRequest, VincularVarianteResponse } from '@gestion/contract';
import { http } from '../http';
import { puebloKeys } from './keys';

/** POST /api/pueblo/unidades/vincular-variante/ : idempotent, answers the (new or existing) variant. */
export async function vincularVariante(body: VincularVarianteRequest): Promise<VincularVarianteResponse> {
  return (await http.post<VincularVarianteResponse>('/api/pueblo/unidades/vincular-variante/', body)).data;
}

export function useVincularVariante() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: vincularVariante,
    onSuccess: () => client.invalidateQueries({ queryKey: puebloKeys.unidades }),
  });
}
