import { queryOptions } from '@tanstack/react-query';
import type { HistorialEntry, HistorialFiltros, ListQuery } from '@gestion/contract';
import { getPage, retryUnlessClientError } from '@gestion/api';
import { resourcePageUrl } from '@gestion/contract/resource';
import { HISTORIAL_RESOURCE } from '@gestion/contract/resources/auth';
import { authKeys } from '../../../api/keys';

/** The history's pages, under the area's keys (the feature's first call keeps its key here). */
export const historialKeys = {
  all: [...authKeys.all, 'historial'] as const,
  list: (filtros: HistorialFiltros, query: ListQuery) => [...authKeys.all, 'historial', 'list', filtros, query] as const,
};

/** The filters as query parameters: only those set. */
function filtroParams(filtros: HistorialFiltros): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(filtros)) if (value !== undefined && value !== '') params[name] = value as string | number;
  return params;
}

/**
 * GET /api/auth/historial/ (`{count, results}`, newest first) with the screen's filters, for
 * useServerList. Every write of the app adds entries: a page is never taken as fresh, so the
 * history opened right after a change shows it.
 */
export const historialQueryOptions = (filtros: HistorialFiltros) => (query: ListQuery = {}) =>
  queryOptions({
    queryKey: historialKeys.list(filtros, query),
    staleTime: 0,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getPage<HistorialEntry>(resourcePageUrl(HISTORIAL_RESOURCE), query, signal, undefined, filtroParams(filtros)),
  });
