import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A mutation that, once it succeeds, refreshes every query under the given key prefixes. */
export function useInvalidatingMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>, ...prefixes: QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(prefixes.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
