import { preciosProductosQueryOptions } from '@gestion/api';
import type { PrecioProducto, PrecioProductoOrdenable } from '@gestion/contract';
import { ResourceListPage, useServerList, useUrlListParams, type ServerTableColumn } from '@gestion/ui';

/** Spec section 9: the price search applies after 1500 ms idle. */
export const PRECIO_SEARCH_IDLE_MS = 1500;
/** Spec section 2: by product name, descending. */
export const PRECIO_DEFAULT_ORDERING = '-producto_nombre';

const column = (key: PrecioProductoOrdenable, title: string): ServerTableColumn<PrecioProducto> => ({ key, title, dataIndex: key, sortField: key });

/** The value with its currency, e.g. '12.50 DOP'. */
export const precioText = (p: PrecioProducto) => `${p.valor} ${p.moneda}`;

// The table is as wide as its content: a long product name wraps, so that all seven columns fit
// a laptop screen; a date or a price never breaks.
const wrapping = { display: 'inline-block', minWidth: 140, maxWidth: 280, whiteSpace: 'normal' } as const;
const unbroken = { whiteSpace: 'nowrap' } as const;

const columns: ServerTableColumn<PrecioProducto>[] = [
  { ...column('producto_nombre', 'Producto'), render: (p) => <span style={wrapping}>{p.producto_nombre}</span> },
  column('unidad_nombre', 'Unidad'),
  column('tipo_nombre', 'Tipo'),
  column('categoria_nombre', 'Categoría'),
  column('distribuidor_nombre', 'Distribuidor'),
  { ...column('fecha', 'Fecha'), render: (p) => <span style={unbroken}>{p.fecha}</span> },
  { key: 'valor', title: 'Precio', sortField: 'valor', align: 'right', render: (p) => <span style={unbroken}>{precioText(p)}</span> },
];

/**
 * /terra/producto/precio/list: the server-paginated price table. Page, size, search and order live
 * in the address, so a view can be shared and survives a reload.
 */
export function PrecioListPage() {
  const list = useServerList(preciosProductosQueryOptions, { state: useUrlListParams({ ordering: PRECIO_DEFAULT_ORDERING }) });
  return (
    <ResourceListPage<PrecioProducto>
      title="Precios"
      list={list}
      columns={columns}
      rowKey="id"
      emptyMessage="No hay precios registrados."
      debounceMs={PRECIO_SEARCH_IDLE_MS}
      searchButton
      searchPlaceholder="Buscar producto, tipo, distribuidor…"
    />
  );
}
