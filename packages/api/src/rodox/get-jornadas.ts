import { queryOptions } from '@tanstack/react-query';
import type { Jornada, JornadaListQuery } from '@gestion/contract';
import { getPage } from '../list';
import { retryUnlessClientError } from '../retry-policy';
import { rodoxListKeys } from './list-keys';

/** GET /api/rodox/jornadas/ (`{count, results}`, newest first); search matches the context. */
export const jornadasQueryOptions = (query: JornadaListQuery = {}) =>
  queryOptions({
    queryKey: [...rodoxListKeys.jornadas, 'page', query] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getPage<Jornada>('/api/rodox/jornadas/', query, signal),
  });
