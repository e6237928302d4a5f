import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tarea, TareaEstado } from '@gestion/contract';
import { http } from '../http';
import { mainKeys } from './keys';

/** POST /api/main/tareas/{id}/estado/ : answers the updated task. */
export async function changeTareaEstado(id: number, estado: TareaEstado): Promise<Tarea> {
  return (await http.post<Tarea>(`/api/main/tareas/${id}/estado/`, { estado })).data;
}

export function useChangeTareaEstado() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, estado }: { id: number; estado: TareaEstado }) => changeTareaEstado(id, estado),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: mainKeys.tareas }),
        client.invalidateQueries({ queryKey: mainKeys.sprints }),
      ]);
    },
  });
}
