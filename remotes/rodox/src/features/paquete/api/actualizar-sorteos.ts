import type { ActualizarSorteosRequest, ActualizarSorteosResponse } from '@gestion/contract';
import { http, rodoxKeys, useInvalidatingMutation } from '@gestion/api';

/** POST api/rodox/sorteos/actualizar/ : reads the context's source on the server. */
export async function actualizarSorteos(contextoSigla: string): Promise<ActualizarSorteosResponse> {
  const body: ActualizarSorteosRequest = { actualizar_automaticamente: true, contexto_sigla: contextoSigla };
  return (await http.post<ActualizarSorteosResponse>('/api/rodox/sorteos/actualizar/', body)).data;
}

// New draws change the selections' common numbers and the parity points too.
export const useActualizarSorteos = () => useInvalidatingMutation(actualizarSorteos, rodoxKeys.all);
