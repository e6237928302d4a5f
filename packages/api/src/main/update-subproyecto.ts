import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subproyecto } from '@gestion/contract';
import { http } from '../http';
import { subproyectosQueryOptions } from './get-subproyectos';

/** PATCH /api/subproyectos/{id}/ with activo. */
export async function updateSubproyecto(id: number, activo: boolean): Promise<Subproyecto> {
  return (await http.patch<Subproyecto>(`/api/subproyectos/${id}/`, { activo })).data;
}

export function useUpdateSubproyecto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, activo }: { id: number; activo: boolean }) => updateSubproyecto(id, activo),
    onSuccess: () => client.invalidateQueries({ queryKey: subproyectosQueryOptions().queryKey }),
  });
}
