import { useQuery } from '@tanstack/react-query';
import type { RecursoTipo } from '@gestion/contract';
import { listQueryOptions } from '@gestion/api';
import { importacionKeys } from '../../../api/importacion-keys';

/** GET /api/pueblo/recursotipos/all-pagination-none/ : every resource type, by nombre. */
export const recursoTiposQueryOptions = () =>
  listQueryOptions<RecursoTipo>(importacionKeys.tipos, '/api/pueblo/recursotipos/all-pagination-none/');

export const useRecursoTipos = () => useQuery(recursoTiposQueryOptions());
