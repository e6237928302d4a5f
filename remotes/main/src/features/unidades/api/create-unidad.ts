import type { UnidadConVariantes, UnidadCreateRequest } from '@gestion/contract';
import { http, useInvalidatingMutation } from '@gestion/api';

/** POST /api/pueblo/unidades/ : answers the new unit. */
export async function createUnidad(body: UnidadCreateRequest): Promise<UnidadConVariantes> {
  return (await http.post<UnidadConVariantes>('/api/pueblo/unidades/', body)).data;
}

/**
 * Refreshes nothing by itself: the unit list puts the created unit on top (spec: the new unit goes
 * first and the count grows by one) instead of refetching the page.
 */
export const useCreateUnidad = () => useInvalidatingMutation(createUnidad);
