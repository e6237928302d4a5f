import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tarea, TareaEstado } from '@gestion/contract';
import { http } from '../http';
import { mainKeys } from './keys';

/** POST /api/tareas/{id}/estado/ : the single-sprint screen's path (same behaviour as /api/main/...). */
export async function changeTareaEstadoSprint(id: number, estado: TareaEstado): Promise<Tarea> {
  return (await http.post<Tarea>(`/api/tareas/${id}/estado/`, { estado })).data;
}

export function useChangeTareaEstadoSprint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, estado }: { id: number; estado: TareaEstado }) => changeTareaEstadoSprint(id, estado),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: mainKeys.sprints }),
        client.invalidateQueries({ queryKey: mainKeys.tareas }),
      ]);
    },
  });
}
