import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tarea, TareaCreateRequest } from '@gestion/contract';
import { http } from '../http';
import { mainKeys } from './keys';

/** POST /api/main/tareas/ : answers the new task. */
export async function createTarea(body: TareaCreateRequest): Promise<Tarea> {
  return (await http.post<Tarea>('/api/main/tareas/', body)).data;
}

export function useCreateTarea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTarea,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: mainKeys.tareas }),
        client.invalidateQueries({ queryKey: mainKeys.sprints }),
      ]);
    },
  });
}
