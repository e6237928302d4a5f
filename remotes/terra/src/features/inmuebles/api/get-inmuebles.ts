import { queryOptions } from '@tanstack/react-query';
import type { Inmueble, ListQuery } from '@gestion/contract';
import { INMUEBLE_RESOURCE } from '@gestion/contract/resources/terra';
import { getPage, retryUnlessClientError } from '@gestion/api';
import { terraInmueblesKeys } from './keys';

/** The list's filters (INMUEBLE_RESOURCE.filters), as the query string carries them. */
export interface InmuebleFiltros {
  tipo_inmueble?: string;
  activo?: 'true' | 'false';
}

/** GET /api/terra/inmuebles/ (`{count, results}`; default ordering `codigo`), with its filters. */
export const inmueblesQueryOptions = (filtros: InmuebleFiltros) => (query: ListQuery) =>
  queryOptions({
    queryKey: [...terraInmueblesKeys.inmuebles, 'page', filtros, query] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getPage<Inmueble>(INMUEBLE_RESOURCE.url, query, signal, undefined, { ...filtros }),
  });
