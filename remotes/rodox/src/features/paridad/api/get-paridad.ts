import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParidadQuery, PuntoParidad } from '@gestion/contract';
import { getList, retryUnlessClientError } from '@gestion/api';
import { paridadKeys } from './keys';

export interface ParidadRango {
  familia: string;
  tipo: string;
  kardinalMenor: number;
  kardinalMayor?: number;
}

/** GET /api/rodox/paridad/graficar/ : pares_cantidad of each draw, kardinal ascending. */
export const paridadQueryOptions = ({ familia, tipo, kardinalMenor, kardinalMayor }: ParidadRango) =>
  queryOptions({
    queryKey: [...paridadKeys.all, familia, tipo, kardinalMenor, kardinalMayor ?? null] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => {
      const params: ParidadQuery = { sorteo__contexto__familia: familia, sorteo__contexto__tipo: tipo, kardinal_menor: kardinalMenor };
      if (kardinalMayor !== undefined) params.kardinal_mayor = kardinalMayor;
      return getList<PuntoParidad>('/api/rodox/paridad/graficar/', { ...params }, signal);
    },
  });

export const useParidad = (rango: ParidadRango) => useQuery(paridadQueryOptions(rango));
