import type { Tarea, TareaEstado } from '@gestion/contract';
import { http } from '../http';
import { useSprintMutation } from './use-sprint-mutation';

/** POST /api/main/tareas/{id}/estado/ : answers the updated task. */
export async function changeTareaEstado(id: number, estado: TareaEstado): Promise<Tarea> {
  return (await http.post<Tarea>(`/api/main/tareas/${id}/estado/`, { estado })).data;
}

export function useChangeTareaEstado() {
  return useSprintMutation(({ id, estado }: { id: number; estado: TareaEstado }) => changeTareaEstado(id, estado));
}
