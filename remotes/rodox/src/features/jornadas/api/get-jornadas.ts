import { queryOptions } from '@tanstack/react-query';
import type { Jornada, JornadaListQuery } from '@gestion/contract';
import { getPage, retryUnlessClientError } from '@gestion/api';
import { jornadaKeys } from './keys';

/** GET /api/rodox/jornadas/ (`{count, results}`, newest first); search matches the context. */
export const jornadasQueryOptions = (query: JornadaListQuery = {}) =>
  queryOptions({
    queryKey: [...jornadaKeys.all, 'page', query] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getPage<Jornada>('/api/rodox/jornadas/', query, signal),
  });
