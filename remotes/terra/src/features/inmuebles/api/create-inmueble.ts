import type { Inmueble, InmuebleCreateRequest } from '@gestion/contract';
import { http, useInvalidatingMutation } from '@gestion/api';
import { terraInmueblesKeys } from './keys';

/** POST /api/terra/inmuebles/ : 201 with the property; 400 `{codigo: [...]}` for a taken codigo. */
export async function createInmueble(body: InmuebleCreateRequest): Promise<Inmueble> {
  return (await http.post<Inmueble>('/api/terra/inmuebles/', body)).data;
}

export const useCreateInmueble = () => useInvalidatingMutation(createInmueble, terraInmueblesKeys.inmuebles);
