import { useMutation } from '@tanstack/react-query';
import type { Inmueble, InmuebleCreateRequest } from '@gestion/contract';
import { http } from '@gestion/api';

/** POST /api/terra/inmuebles/ : 201 with the property; 400 `{codigo: [...]}` for a taken codigo. */
export async function createInmueble(body: InmuebleCreateRequest): Promise<Inmueble> {
  return (await http.post<Inmueble>('/api/terra/inmuebles/', body)).data;
}

// No screen lists properties yet: nothing to refresh.
export const useCreateInmueble = () => useMutation({ mutationFn: createInmueble });
