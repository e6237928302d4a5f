import { queryOptions } from '@tanstack/react-query';
import type { ListQuery, Proyeccion } from '@gestion/contract';
import { getPage, retryUnlessClientError } from '@gestion/api';
import { proyeccionKeys } from './keys';

/** A projection as the screens read it: `tipo` may also come inside `config` (spec section 3). */
export function readProyeccion(row: unknown): Proyeccion {
  const p = row as Proyeccion & { config?: unknown; config_tipo?: unknown };
  const config = p.config as { tipo?: unknown; id?: unknown } | number | null | undefined;
  const tipo = p.tipo ?? (typeof config === 'object' && config ? config.tipo : undefined) ?? p.config_tipo;
  return { ...p, tipo: tipo as Proyeccion['tipo'] };
}

/** GET /api/rodox/proyecciones/?jornada_id= (`{count, results}`): the projections of one jornada. */
export const proyeccionesQueryOptions = (jornadaId: number) => (query: ListQuery = {}) =>
  queryOptions({
    queryKey: [...proyeccionKeys.all, jornadaId, 'page', query] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getPage('/api/rodox/proyecciones/', query, signal, readProyeccion, { jornada_id: jornadaId }),
  });
