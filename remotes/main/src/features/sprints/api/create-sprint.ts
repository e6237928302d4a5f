import type { SprintConTareas, SprintCreateRequest } from '@gestion/contract';
import { http, mainKeys, useInvalidatingMutation } from '@gestion/api';

/** POST /api/main/sprints/ : creates the sprint and its tareas together. */
export async function createSprint(body: SprintCreateRequest): Promise<SprintConTareas> {
  return (await http.post<SprintConTareas>('/api/main/sprints/', body)).data;
}

export const useCreateSprint = () => useInvalidatingMutation(createSprint, mainKeys.sprints, mainKeys.tareas);
