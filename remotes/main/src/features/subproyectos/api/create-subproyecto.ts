import type { Subproyecto, SubproyectoCreateRequest } from '@gestion/contract';
import { http, mainKeys, useInvalidatingMutation } from '@gestion/api';

/** POST /subproyectos/ (no /api prefix, as the spec lists it). */
export async function createSubproyecto(body: SubproyectoCreateRequest): Promise<Subproyecto> {
  return (await http.post<Subproyecto>('/subproyectos/', body)).data;
}

export const useCreateSubproyecto = () => useInvalidatingMutation(createSubproyecto, mainKeys.subproyectos);
