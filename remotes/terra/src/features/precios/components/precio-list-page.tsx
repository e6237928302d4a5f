import { preciosProductosQueryOptions } from '../api/get-precios-productos';
import type { PrecioProducto, PrecioProductoOrdenable } from '@gestion/contract';
import { resourceColumns } from '@gestion/contract/resource';
import { PRECIO_RESOURCE, precioText } from '@gestion/contract/resources/terra';
import { ResourceListPage, useServerList, type ServerTableColumn } from '@gestion/ui';

/** Spec section 9: the price search applies after 1500 ms idle. */
export const PRECIO_SEARCH_IDLE_MS = 1500;
/** Spec section 2: by product name, descending. */
export const PRECIO_DEFAULT_ORDERING = '-producto_nombre';

// The table is as wide as its content: long names wrap, so that all seven columns fit a laptop
// screen beside the sidebar; a date or a price never breaks.
const wrapping = (maxWidth: number) => ({ display: 'inline-block', minWidth: Math.min(maxWidth, 100), maxWidth, whiteSpace: 'normal' }) as const;
const unbroken = { whiteSpace: 'nowrap' } as const;

const wrapped = (key: Exclude<PrecioProductoOrdenable, 'fecha' | 'valor'>, maxWidth: number): Partial<ServerTableColumn<PrecioProducto>> => ({
  render: (p) => <span style={wrapping(maxWidth)}>{p[key]}</span>,
});

const columns = resourceColumns<PrecioProducto, ServerTableColumn<PrecioProducto>>(PRECIO_RESOURCE, {
  producto_nombre: wrapped('producto_nombre', 200),
  unidad_nombre: wrapped('unidad_nombre', 120),
  tipo_nombre: wrapped('tipo_nombre', 120),
  categoria_nombre: wrapped('categoria_nombre', 120),
  distribuidor_nombre: wrapped('distribuidor_nombre', 140),
  fecha: { render: (p) => <span style={unbroken}>{p.fecha}</span> },
  valor: { align: 'right', render: (p) => <span style={unbroken}>{precioText(p)}</span> },
});

/** /terra/producto/precio/list: the server-paginated price table. */
export function PrecioListPage() {
  const list = useServerList(preciosProductosQueryOptions, { initial: { ordering: PRECIO_DEFAULT_ORDERING } });
  return (
    <ResourceListPage<PrecioProducto>
      title="Precios"
      list={list}
      csvExport={{ url: PRECIO_RESOURCE.url }}
      recordActions={PRECIO_RESOURCE}
      columns={columns}
      emptyMessage="No hay precios registrados."
      debounceMs={PRECIO_SEARCH_IDLE_MS}
      searchButton
      searchPlaceholder="Buscar producto, tipo, distribuidor…"
    />
  );
}
