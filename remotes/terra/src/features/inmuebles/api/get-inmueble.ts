import { queryOptions } from '@tanstack/react-query';
import type { Inmueble } from '@gestion/contract';
import { INMUEBLE_RESOURCE } from '@gestion/contract/resources/terra';
import { http, retryUnlessClientError } from '@gestion/api';
import { terraInmueblesKeys } from './keys';

/** GET /api/terra/inmuebles/{id}/ : one property; 404 when there is none. */
export const inmuebleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...terraInmueblesKeys.inmuebles, 'detalle', id] as const,
    retry: retryUnlessClientError,
    queryFn: async ({ signal }) => (await http.get<Inmueble>(`${INMUEBLE_RESOURCE.url}${encodeURIComponent(id)}/`, { signal })).data,
  });
