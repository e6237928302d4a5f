import type { Equipo, EquipoCreateRequest } from '@gestion/contract';
import { http } from '../http';
import { useInvalidatingMutation } from '../use-invalidating-mutation';
import { terraEquipoKeys } from './equipo-keys';

/** POST /terra/equipos/ (no /api prefix, as the spec lists it): the caller becomes the coordinator. */
export async function createEquipo(body: EquipoCreateRequest): Promise<Equipo> {
  return (await http.post<Equipo>('/terra/equipos/', body)).data;
}

export const useCreateEquipo = () => useInvalidatingMutation(createEquipo, terraEquipoKeys.equipos);
