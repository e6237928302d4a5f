import { http, retryUnlessClientError, rodoxKeys } from '@gestion/api';
import type { Contexto } from '@gestion/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/rodox/contextos/por-familia/{familia}/{tipo}/ : the context of the sidebar's
 * /rodox/{familia}/{tipo}/paquete. It needs what reading its draws needs (rodox.view_seleccion or
 * rodox.view_sorteo), not the list of every context (rodox.view_contexto); 404 when there is none.
 */
export const contextoPorFamiliaQueryOptions = (familia: string, tipo: string) =>
  queryOptions({
    queryKey: [...rodoxKeys.contextos, 'por-familia', familia, tipo] as const,
    retry: retryUnlessClientError,
    queryFn: async ({ signal }) =>
      (await http.get<Contexto>(`/api/rodox/contextos/por-familia/${encodeURIComponent(familia)}/${encodeURIComponent(tipo)}/`, { signal })).data,
  });

export const useContextoPorFamilia = (familia: string, tipo: string) => useQuery(contextoPorFamiliaQueryOptions(familia, tipo));
