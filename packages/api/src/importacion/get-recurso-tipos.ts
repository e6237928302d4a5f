import { useQuery } from '@tanstack/react-query';
import type { RecursoTipo } from '@gestion/contract';
import { listQueryOptions } from '../list';
import { importacionKeys } from './keys';

/** GET /api/pueblo/recursotipos/all-pagination-none/ : every resource type, by nombre. */
export const recursoTiposQueryOptions = () =>
  listQueryOptions<RecursoTipo>(importacionKeys.tipos, '/api/pueblo/recursotipos/all-pagination-none/');

export const useRecursoTipos = () => useQuery(recursoTiposQueryOptions());
