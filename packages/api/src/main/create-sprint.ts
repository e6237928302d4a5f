import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SprintConTareas, SprintCreateRequest } from '@gestion/contract';
import { http } from '../http';
import { mainKeys } from './keys';

/** POST /api/main/sprints/ : creates the sprint and its tareas together. */
export async function createSprint(body: SprintCreateRequest): Promise<SprintConTareas> {
  return (await http.post<SprintConTareas>('/api/main/sprints/', body)).data;
}

export function useCreateSprint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSprint,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: mainKeys.sprints }),
        client.invalidateQueries({ queryKey: mainKeys.tareas }),
      ]);
    },
  });
}
