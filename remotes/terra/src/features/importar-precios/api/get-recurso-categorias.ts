import { useQuery } from '@tanstack/react-query';
import type { RecursoCategoria } from '@gestion/contract';
import { listQueryOptions } from '@gestion/api';
import { importacionKeys } from '../../../api/importacion-keys';

/** GET /api/pueblo/recursocategorias/all-pagination-none, without the final slash, as the spec writes it (the server ignores trailing slashes). */
export const recursoCategoriasQueryOptions = () =>
  listQueryOptions<RecursoCategoria>(importacionKeys.categorias, '/api/pueblo/recursocategorias/all-pagination-none');

export const useRecursoCategorias = () => useQuery(recursoCategoriasQueryOptions());
