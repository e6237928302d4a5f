import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subproyecto, SubproyectoCreateRequest } from '@gestion/contract';
import { http } from '../http';
import { subproyectosQueryOptions } from './get-subproyectos';

/** POST /subproyectos/ (no /api prefix, as the spec lists it). */
export async function createSubproyecto(body: SubproyectoCreateRequest): Promise<Subproyecto> {
  return (await http.post<Subproyecto>('/subproyectos/', body)).data;
}

export function useCreateSubproyecto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSubproyecto,
    onSuccess: () => client.invalidateQueries({ queryKey: subproyectosQueryOptions().queryKey }),
  });
}
