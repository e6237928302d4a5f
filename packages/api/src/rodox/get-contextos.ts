import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contexto } from '@gestion/contract';
import { getList } from '../list';
import { retryUnlessClientError } from '../retry-policy';
import { rodoxDrawKeys } from './draw-keys';

/** GET /api/rodox/contextos/ : every context, by sigla (a plain list). */
export const rodoxContextosQueryOptions = () =>
  queryOptions({
    queryKey: [...rodoxDrawKeys.contextos, 'list'] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getList<Contexto>('/api/rodox/contextos/', undefined, signal),
  });

export const useRodoxContextos = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...rodoxContextosQueryOptions(), enabled });
