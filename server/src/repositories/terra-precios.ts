import type { Paginated } from '@gestion/contract/errors';
import type { PrecioProducto, PrecioProductoOrdenable } from '@gestion/contract/terra';
import type { Executor } from '../db/client.js';
import { preciosProductos as pp } from '../db/schema/index.js';
import { pageTable, type ListParams } from '../lib/pagination.js';

const precioColumns = {
  id: pp.id,
  producto_id: pp.producto_id,
  distribuidor_id: pp.distribuidor_id,
  producto_nombre: pp.producto_nombre,
  unidad_nombre: pp.unidad_nombre,
  tipo_nombre: pp.tipo_nombre,
  categoria_nombre: pp.categoria_nombre,
  distribuidor_nombre: pp.distribuidor_nombre,
  fecha: pp.fecha,
  valor: pp.valor,
  moneda: pp.moneda,
};

const ORDENABLES: readonly PrecioProductoOrdenable[] = [
  'producto_nombre',
  'unidad_nombre',
  'tipo_nombre',
  'categoria_nombre',
  'distribuidor_nombre',
  'fecha',
  'valor',
];

/** Each orderable name has its index `(column, id)` (db/schema/terra.ts). */
export const PRECIO_ORDERING = Object.fromEntries(ORDENABLES.map((name) => [name, precioColumns[name]])) as Record<
  PrecioProductoOrdenable,
  (typeof precioColumns)[PrecioProductoOrdenable]
>;

/**
 * GET /api/terra/precios-productos/: one page. The names are the row's copies (kept by the
 * triggers of migration 0009), so sorting walks one index and searching reads one trigram index;
 * the unfiltered count is the table's row counter.
 */
export async function pagePrecios(db: Executor, params: ListParams): Promise<Paginated<PrecioProducto>> {
  return pageTable<PrecioProducto>(
    db,
    params,
    {
      table: pp,
      key: pp.id,
      ordering: PRECIO_ORDERING,
      defaultOrdering: '-producto_nombre',
      tiebreaker: pp.id,
      tiebreakerFollowsOrder: true,
      search: [pp.search_text],
    },
    precioColumns,
  );
}
