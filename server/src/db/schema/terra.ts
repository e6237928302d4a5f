import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { searchText } from '../../lib/search-text.js';
import { distribuidores, recursoCategorias, recursoTipos, unidadesMedida } from './pueblo.js';

// Terra prices (DOMAIN.md "Terra"): products and their prices per distributor and date.

/** A product: its long name, unit, type and category; unique on the four (name case-insensitively). */
export const productos = pgTable(
  'productos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nombre_largo: varchar('nombre_largo', { length: 300 }).notNull(),
    unidad_id: integer('unidad_id')
      .notNull()
      .references(() => unidadesMedida.id),
    tipo_id: integer('tipo_id')
      .notNull()
      .references(() => recursoTipos.id),
    categoria_id: integer('categoria_id')
      .notNull()
      .references(() => recursoCategorias.id),
  },
  (t) => [uniqueIndex('productos_nombre_unidad_tipo_categoria_uq').on(sql`lower(${t.nombre_largo})`, t.unidad_id, t.tipo_id, t.categoria_id)],
);

/**
 * A price. The list shows and sorts by the names of the product, its unit, type and category and
 * of the distributor: they are copied onto the row (kept current by triggers, migration
 * 0009_terra_precios_nombres) so that each order is one index walk on `(name, id)` and the search
 * one trigram index over `search_text`, at a million prices.
 */
export const preciosProductos = pgTable(
  'precios_productos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    distribuidor_id: integer('distribuidor_id')
      .notNull()
      .references(() => distribuidores.id),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    moneda: varchar('moneda', { length: 3 }).notNull().default('DOP'),
    producto_nombre: text('producto_nombre').notNull().default(''),
    unidad_nombre: text('unidad_nombre').notNull().default(''),
    tipo_nombre: text('tipo_nombre').notNull().default(''),
    categoria_nombre: text('categoria_nombre').notNull().default(''),
    distribuidor_nombre: text('distribuidor_nombre').notNull().default(''),
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        searchText(
          sql`"producto_nombre" || ' ' || "unidad_nombre" || ' ' || "tipo_nombre" || ' ' || "categoria_nombre" || ' ' || "distribuidor_nombre"`,
        ),
      ),
  },
  (t) => [
    uniqueIndex('precios_productos_producto_distribuidor_fecha_uq').on(t.producto_id, t.distribuidor_id, t.fecha),
    index('precios_productos_distribuidor_idx').on(t.distribuidor_id),
    index('precios_productos_search_text_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    // One per orderable column; the id tie-breaker follows the column's direction, so one index
    // serves both directions.
    index('precios_productos_producto_nombre_id_idx').on(t.producto_nombre, t.id),
    index('precios_productos_unidad_nombre_id_idx').on(t.unidad_nombre, t.id),
    index('precios_productos_tipo_nombre_id_idx').on(t.tipo_nombre, t.id),
    index('precios_productos_categoria_nombre_id_idx').on(t.categoria_nombre, t.id),
    index('precios_productos_distribuidor_nombre_id_idx').on(t.distribuidor_nombre, t.id),
    index('precios_productos_fecha_id_idx').on(t.fecha, t.id),
    index('precios_productos_valor_id_idx').on(t.valor, t.id),
  ],
);
