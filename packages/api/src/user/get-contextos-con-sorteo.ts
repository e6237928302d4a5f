import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContextoConSorteo } from '@gestion/contract';
import { getList } from '../list';
import { retryUnlessClientError } from '../retry-policy';
import { rodoxDrawKeys } from '../rodox/draw-keys';

/** GET /api/rodox/contextos/con-sorteo : every context with its last draw (null without draws). */
export const contextosConSorteoQueryOptions = () =>
  queryOptions({
    queryKey: [...rodoxDrawKeys.contextos, 'con-sorteo'] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getList<ContextoConSorteo>('/api/rodox/contextos/con-sorteo', undefined, signal),
  });

/** `enabled: false` makes no call at all (the dashboard without rodox.view_contexto). */
export const useContextosConSorteo = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...contextosConSorteoQueryOptions(), enabled });
