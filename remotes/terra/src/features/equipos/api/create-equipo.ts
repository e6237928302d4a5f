import type { Equipo, EquipoCreateRequest } from '@gestion/contract';
import { http, terraEquipoKeys, useInvalidatingMutation } from '@gestion/api';

/** POST /terra/equipos/ (no /api prefix, as the spec lists it): the caller becomes the coordinator. */
export async function createEquipo(body: EquipoCreateRequest): Promise<Equipo> {
  return (await http.post<Equipo>('/terra/equipos/', body)).data;
}

export const useCreateEquipo = () => useInvalidatingMutation(createEquipo, terraEquipoKeys.equipos);
