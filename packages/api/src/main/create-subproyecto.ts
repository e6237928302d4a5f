import type { Subproyecto, SubproyectoCreateRequest } from '@gestion/contract';
import { http } from '../http';
import { useInvalidatingMutation } from '../use-invalidating-mutation';
import { mainKeys } from './keys';

/** POST /subproyectos/ (no /api prefix, as the spec lists it). */
export async function createSubproyecto(body: SubproyectoCreateRequest): Promise<Subproyecto> {
  return (await http.post<Subproyecto>('/subproyectos/', body)).data;
}

export const useCreateSubproyecto = () => useInvalidatingMutation(createSubproyecto, mainKeys.subproyectos);
