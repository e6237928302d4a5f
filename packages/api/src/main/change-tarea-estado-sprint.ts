import type { Tarea, TareaEstado } from '@gestion/contract';
import { http } from '../http';
import { useSprintMutation } from './use-sprint-mutation';

/** POST /api/tareas/{id}/estado/ : the single-sprint screen's path (same behaviour as /api/main/...). */
export async function changeTareaEstadoSprint(id: number, estado: TareaEstado): Promise<Tarea> {
  return (await http.post<Tarea>(`/api/tareas/${id}/estado/`, { estado })).data;
}

export function useChangeTareaEstadoSprint() {
  return useSprintMutation(({ id, estado }: { id: number; estado: TareaEstado }) => changeTareaEstadoSprint(id, estado));
}
