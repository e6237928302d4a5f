import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnidadConVariantes, UnidadCreateRequest } from '@gestion/contract';
import { http } from '../http';
import { puebloKeys } from './keys';

/** POST /api/pueblo/unidades/ : answers the new unit. */
export async function createUnidad(body: UnidadCreateRequest): Promise<UnidadConVariantes> {
  return (await http.post<UnidadConVariantes>('/api/pueblo/unidades/', body)).data;
}

/**
 * `invalidate: false` lets the unit list put the created unit on top itself (spec: the new unit
 * goes first and the count grows by one) instead of refetching the page.
 */
export function useCreateUnidad({ invalidate = true }: { invalidate?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUnidad,
    onSuccess: () => (invalidate ? client.invalidateQueries({ queryKey: puebloKeys.unidades }) : undefined),
  });
}
