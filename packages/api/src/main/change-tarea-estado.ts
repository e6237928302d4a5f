import type { Tarea, TareaEstado, TareaEstadoRequest } from '@gestion/contract';
import { http } from '../http';
import { useInvalidatingMutation } from '../use-invalidating-mutation';
import { mainKeys } from './keys';

export interface TareaEstadoChange {
  id: number;
  estado: TareaEstado;
}

/** POST /api/main/tareas/{id}/estado/ : answers the updated task. */
export async function changeTareaEstado({ id, estado }: TareaEstadoChange): Promise<Tarea> {
  const body: TareaEstadoRequest = { estado };
  return (await http.post<Tarea>(`/api/main/tareas/${id}/estado/`, body)).data;
}

/** POST /api/tareas/{id}/estado/ : the single-sprint screen's path (same behaviour). */
export async function changeTareaEstadoSprint({ id, estado }: TareaEstadoChange): Promise<Tarea> {
  const body: TareaEstadoRequest = { estado };
  return (await http.post<Tarea>(`/api/tareas/${id}/estado/`, body)).data;
}

// A sprint's tareas are read both through the sprint queries and the tarea queries: a change refreshes both.
export const useChangeTareaEstado = () => useInvalidatingMutation(changeTareaEstado, mainKeys.sprints, mainKeys.tareas);
export const useChangeTareaEstadoSprint = () => useInvalidatingMutation(changeTareaEstadoSprint, mainKeys.sprints, mainKeys.tareas);
