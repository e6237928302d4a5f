import { queryOptions } from '@tanstack/react-query';
import type { PrecioProducto, PrecioProductoListQuery } from '@gestion/contract';
import { getPage, retryUnlessClientError } from '@gestion/api';
import { terraPreciosKeys } from './keys';

/** GET /api/terra/precios-productos/ (`{count, results}`; default ordering `-producto_nombre`). */
export const preciosProductosQueryOptions = (query: PrecioProductoListQuery = {}) =>
  queryOptions({
    queryKey: [...terraPreciosKeys.precios, 'page', query] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getPage<PrecioProducto>('/api/terra/precios-productos/', query, signal),
  });
