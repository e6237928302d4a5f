import { useQuery } from '@tanstack/react-query';
import type { UnidadConVariantes } from '@gestion/contract';
import { listQueryOptions } from '@gestion/api';
import { importacionKeys } from './importacion-keys';

/** GET /api/pueblo/unidades/todas-con-variantes/ : every unit with its equivalent abbreviations. */
export const unidadesConVariantesQueryOptions = () =>
  listQueryOptions<UnidadConVariantes>(importacionKeys.unidades, '/api/pueblo/unidades/todas-con-variantes/');

export const useUnidadesConVariantes = () => useQuery(unidadesConVariantesQueryOptions());
