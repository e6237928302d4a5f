import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeleccionesDelDia } from '@gestion/contract';
import { http, retryUnlessClientError } from '@gestion/api';
import { seleccionKeys } from './keys';

/** GET /api/rodox/selecciones/todas_pn/?sigla=&kardinal= : the selections with the day they are for. */
export const seleccionesDelDiaQueryOptions = (sigla: string, kardinal: number) =>
  queryOptions({
    queryKey: [...seleccionKeys.all, sigla, kardinal, 'dia'] as const,
    retry: retryUnlessClientError,
    queryFn: async ({ signal }) =>
      (await http.get<SeleccionesDelDia>('/api/rodox/selecciones/todas_pn/', { params: { sigla, kardinal }, signal })).data,
  });

export const useSeleccionesDelDia = (sigla: string, kardinal: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...seleccionesDelDiaQueryOptions(sigla, kardinal), enabled });
