import type { Tarea, TareaCreateRequest } from '@gestion/contract';
import { http } from '../http';
import { useSprintMutation } from './use-sprint-mutation';

/** POST /api/main/tareas/ : answers the new task. */
export async function createTarea(body: TareaCreateRequest): Promise<Tarea> {
  return (await http.post<Tarea>('/api/main/tareas/', body)).data;
}

export function useCreateTarea() {
  return useSprintMutation(createTarea);
}
