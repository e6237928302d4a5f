import { count, eq, sql } from 'drizzle-orm';
import type { Producto } from '@gestion/contract/terra';
import { ProductoSchema } from '@gestion/contract/terra';
import { PRODUCTO_RESOURCE } from '@gestion/contract/resources/terra';
import type { Executor } from '../../../db/client.js';
import { preciosProductos, productos, recursoCategorias, recursoTipos, unidadesMedida } from '../../../db/schema/index.js';
import { cuantos } from '../../../lib/cuantos.js';
import { tableResource } from '../../../resource/table-resource.js';
import { deleteRow, updateRow } from '../../../repositories/row-writes.js';

// The names of a product's unit, type and category, read beside it. Written with the table's own
// name: drizzle leaves the columns of a one-table select unqualified, and an unqualified column
// inside these subqueries would be the subquery's own.
const nombreDe = (tabla: string, columna: string) =>
  sql<string>`(select r.nombre from ${sql.raw(tabla)} r where r.id = productos.${sql.raw(columna)})`;

export const PRODUCTO_COLUMNS = {
  id: productos.id,
  nombre_largo: productos.nombre_largo,
  unidad_medida_id: productos.unidad_id,
  tipo_id: productos.tipo_id,
  categoria_id: productos.categoria_id,
  unidad_nombre: nombreDe('unidades_medida', 'unidad_id'),
  tipo_nombre: nombreDe('recurso_tipos', 'tipo_id'),
  categoria_nombre: nombreDe('recurso_categorias', 'categoria_id'),
};

/** The products, declared once (the contract's declaration bound to the table). */
export const PRODUCTOS = tableResource<Producto, Producto, 'terra'>(PRODUCTO_RESOURCE, {
  table: productos,
  key: productos.id,
  columns: PRODUCTO_COLUMNS,
  schema: ProductoSchema,
  // The long name and its unit's, type's and category's names, kept by migration 0015's triggers.
  search: [productos.search_text],
  historial: {
    columns: {
      nombre_largo: productos.nombre_largo,
      unidad: nombreDe('unidades_medida', 'unidad_id').as('unidad'),
      tipo: nombreDe('recurso_tipos', 'tipo_id').as('tipo'),
      categoria: nombreDe('recurso_categorias', 'categoria_id').as('categoria'),
    },
    repr: (r) => `${String(r.nombre_largo)} (${String(r.unidad)})`,
  },
});

export const PRODUCTO_MESSAGES = {
  repetido: 'Ya existe un producto con este nombre, unidad, tipo y categoría.',
  claveInvalida: (id: number) => `Clave primaria "${id}" inválida - objeto no existe.`,
} as const;

/** The references of a correction, by the wire's field name, and the table each names a row of. */
export const PRODUCTO_REFERENCIAS = {
  unidad_medida_id: { tabla: unidadesMedida, columna: 'unidad_id' },
  tipo_id: { tabla: recursoTipos, columna: 'tipo_id' },
  categoria_id: { tabla: recursoCategorias, columna: 'categoria_id' },
} as const;

/** Whether `id` names a row of `tabla`. */
export async function existe(db: Executor, tabla: typeof unidadesMedida | typeof recursoTipos | typeof recursoCategorias, id: number): Promise<boolean> {
  return (await db.select({ id: tabla.id }).from(tabla).where(eq(tabla.id, id))).length > 0;
}

/**
 * Sets a product's corrected columns: false when there is none, 'repetido' when another product
 * has the same name (any case), unit, type and category. The prices' copies of the names and the
 * product's search text follow by trigger (migrations 0009, 0015).
 */
export const updateProducto = (db: Executor, id: number, changes: Record<string, unknown>): Promise<boolean | 'repetido'> =>
  updateRow(db, productos, productos.id, id, changes, { constraint: 'productos_nombre_unidad_tipo_categoria_uq', taken: 'repetido' as const });

/** Why a product cannot be removed: its prices, counted. Null when it has none. */
export async function productoImpide(db: Executor, id: number): Promise<string | null> {
  const [row] = await db.select({ n: count() }).from(preciosProductos).where(eq(preciosProductos.producto_id, id));
  const n = Number(row?.n ?? 0);
  return n > 0 ? `tiene ${cuantos(n, 'precio', 'precios')}.` : null;
}

/** Removes a product (refused by migration 0021's trigger while a price names it); false when there is none. */
export const deleteProducto = (db: Executor, id: number): Promise<boolean> => deleteRow(db, productos, productos.id, id);
