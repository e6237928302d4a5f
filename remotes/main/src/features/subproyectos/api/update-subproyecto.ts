import type { Subproyecto, SubproyectoPatchRequest } from '@gestion/contract';
import { http, mainKeys, useInvalidatingMutation } from '@gestion/api';

/** PATCH /api/subproyectos/{id}/ with activo. */
export async function updateSubproyecto({ id, activo }: { id: number } & SubproyectoPatchRequest): Promise<Subproyecto> {
  const body: SubproyectoPatchRequest = { activo };
  return (await http.patch<Subproyecto>(`/api/subproyectos/${id}/`, body)).data;
}

export const useUpdateSubproyecto = () => useInvalidatingMutation(updateSubproyecto, mainKeys.subproyectos);
