import { useQuery } from '@tanstack/react-query';
import type { ContextoConSorteo } from '@gestion/contract';
import { listQueryOptions, rodoxKeys } from '@gestion/api';

/** GET /api/rodox/contextos/con-sorteo : every context with its last draw (null without draws). */
export const contextosConSorteoQueryOptions = () =>
  listQueryOptions<ContextoConSorteo>([...rodoxKeys.contextos, 'con-sorteo'], '/api/rodox/contextos/con-sorteo');

/** `enabled: false` makes no call at all (the dashboard without rodox.view_contexto). */
export const useContextosConSorteo = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...contextosConSorteoQueryOptions(), enabled });
