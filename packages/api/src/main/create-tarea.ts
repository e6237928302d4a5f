import type { Tarea, TareaCreateRequest } from '@gestion/contract';
import { http } from '../http';
import { useInvalidatingMutation } from '../use-invalidating-mutation';
import { mainKeys } from './keys';

/** POST /api/main/tareas/ : answers the new task. */
export async function createTarea(body: TareaCreateRequest): Promise<Tarea> {
  return (await http.post<Tarea>('/api/main/tareas/', body)).data;
}

export const useCreateTarea = () => useInvalidatingMutation(createTarea, mainKeys.sprints, mainKeys.tareas);
