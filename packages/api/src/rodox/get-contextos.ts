import { useQuery } from '@tanstack/react-query';
import type { Contexto } from '@gestion/contract';
import { listQueryOptions } from '../list';
import { rodoxDrawKeys } from './draw-keys';

/** GET /api/rodox/contextos/ : every context, by sigla (a plain list). */
export const rodoxContextosQueryOptions = () =>
  listQueryOptions<Contexto>([...rodoxDrawKeys.contextos, 'list'], '/api/rodox/contextos/');

export const useRodoxContextos = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...rodoxContextosQueryOptions(), enabled });
