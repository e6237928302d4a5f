import { useQuery } from '@tanstack/react-query';
import type { Contexto } from '@gestion/contract';
import { listQueryOptions } from '../list';
import { rodoxKeys } from './keys';

/** GET /api/rodox/contextos/ : every context, by sigla (a plain list). */
export const rodoxContextosQueryOptions = () =>
  listQueryOptions<Contexto>([...rodoxKeys.contextos, 'list'], '/api/rodox/contextos/');

export const useRodoxContextos = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...rodoxContextosQueryOptions(), enabled });
