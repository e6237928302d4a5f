import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainKeys } from './keys';

/** A sprint's tareas are read both through the sprint queries and the tarea queries: a change to either refreshes both. */
export function useSprintMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: mainKeys.sprints }),
        client.invalidateQueries({ queryKey: mainKeys.tareas }),
      ]);
    },
  });
}
