import { useQuery } from '@tanstack/react-query';
import type { Distribuidor } from '@gestion/contract';
import { listQueryOptions } from '@gestion/api';
import { importacionKeys } from '../../../api/importacion-keys';

/** GET /api/terra/distribuidores/all-pagination-none/ : every distributor, by nombre. */
export const distribuidoresQueryOptions = () =>
  listQueryOptions<Distribuidor>(importacionKeys.distribuidores, '/api/terra/distribuidores/all-pagination-none/');

export const useDistribuidores = () => useQuery(distribuidoresQueryOptions());
