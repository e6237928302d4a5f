import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Seleccion } from '@gestion/contract';
import { getList, retryUnlessClientError } from '@gestion/api';
import { seleccionKeys } from './keys';

/** GET /api/rodox/selecciones/{sigla}/{kardinal}/ : by dreamer and ordinal. */
export const seleccionesKardinalQueryOptions = (sigla: string, kardinal: number) =>
  queryOptions({
    queryKey: [...seleccionKeys.all, sigla, kardinal] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getList<Seleccion>(`/api/rodox/selecciones/${encodeURIComponent(sigla)}/${kardinal}/`, undefined, signal),
  });

export const useSeleccionesKardinal = (sigla: string, kardinal: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...seleccionesKardinalQueryOptions(sigla, kardinal), enabled });
