import { useQuery } from '@tanstack/react-query';
import type { Distribuidor } from '@gestion/contract';
import { listQueryOptions } from '../list';
import { importacionKeys } from './keys';

/** GET /api/terra/distribuidores/all-pagination-none/ : every distributor, by nombre. */
export const distribuidoresQueryOptions = () =>
  listQueryOptions<Distribuidor>(importacionKeys.distribuidores, '/api/terra/distribuidores/all-pagination-none/');

export const useDistribuidores = () => useQuery(distribuidoresQueryOptions());
