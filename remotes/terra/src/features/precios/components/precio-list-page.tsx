import { preciosProductosQueryOptions } from '../api/get-precios-productos';
import type { PrecioProducto, PrecioProductoOrdenable } from '@gestion/contract';
import { ResourceListPage, useServerList, type ServerTableColumn } from '@gestion/ui';

/** Spec section 9: the price search applies after 1500 ms idle. */
export const PRECIO_SEARCH_IDLE_MS = 1500;
/** Spec section 2: by product name, descending. */
export const PRECIO_DEFAULT_ORDERING = '-producto_nombre';

const column = (key: PrecioProductoOrdenable, title: string): ServerTableColumn<PrecioProducto> => ({ key, title, dataIndex: key, sortField: key });

/** The value with its currency, e.g. '12.50 DOP'. */
export const precioText = (p: PrecioProducto) => `${p.valor} ${p.moneda}`;

// The table is as wide as its content: long names wrap, so that all seven columns fit a laptop
// screen beside the sidebar; a date or a price never breaks.
const wrapping = (maxWidth: number) => ({ display: 'inline-block', minWidth: Math.min(maxWidth, 100), maxWidth, whiteSpace: 'normal' }) as const;
const unbroken = { whiteSpace: 'nowrap' } as const;

const textColumn = (key: Exclude<PrecioProductoOrdenable, 'fecha' | 'valor'>, title: string, maxWidth: number): ServerTableColumn<PrecioProducto> => ({
  ...column(key, title),
  render: (p) => <span style={wrapping(maxWidth)}>{p[key]}</span>,
});

const columns: ServerTableColumn<PrecioProducto>[] = [
  textColumn('producto_nombre', 'Producto', 200),
  textColumn('unidad_nombre', 'Unidad', 120),
  textColumn('tipo_nombre', 'Tipo', 120),
  textColumn('categoria_nombre', 'Categoría', 120),
  textColumn('distribuidor_nombre', 'Distribuidor', 140),
  { ...column('fecha', 'Fecha'), render: (p) => <span style={unbroken}>{p.fecha}</span> },
  { key: 'valor', title: 'Precio', sortField: 'valor', align: 'right', render: (p) => <span style={unbroken}>{precioText(p)}</span> },
];

/** /terra/producto/precio/list: the server-paginated price table. */
export function PrecioListPage() {
  const list = useServerList(preciosProductosQueryOptions, { initial: { ordering: PRECIO_DEFAULT_ORDERING } });
  return (
    <ResourceListPage<PrecioProducto>
      title="Precios"
      list={list}
      csvExport={{ url: '/api/terra/precios-productos/' }}
      columns={columns}
      emptyMessage="No hay precios registrados."
      debounceMs={PRECIO_SEARCH_IDLE_MS}
      searchButton
      searchPlaceholder="Buscar producto, tipo, distribuidor…"
    />
  );
}
