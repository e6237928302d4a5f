import type { SprintConTareas, SprintCreateRequest } from '@gestion/contract';
import { http } from '../http';
import { useSprintMutation } from './use-sprint-mutation';

/** POST /api/main/sprints/ : creates the sprint and its tareas together. */
export async function createSprint(body: SprintCreateRequest): Promise<SprintConTareas> {
  return (await http.post<SprintConTareas>('/api/main/sprints/', body)).data;
}

export function useCreateSprint() {
  return useSprintMutation(createSprint);
}
