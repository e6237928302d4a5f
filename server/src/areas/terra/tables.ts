import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, nowColumn, refColumn } from '../../db/schema/columns.js';
import { users } from '../../db/schema/auth.js';
import { recursoCategorias, recursoTipos, unidadesMedida } from '../pueblo/tables.js';

// Terra prices (docs/domain.md, «Precios»): products and their prices per distributor and date.

/** A product: its long name, unit, type and category; unique on the four (name case-insensitively). */
export const productos = pgTable(
  'productos',
  {
    id: idColumn(),
    nombre_largo: varchar('nombre_largo', { length: 300 }).notNull(),
    unidad_id: refColumn('unidad_id', () => unidadesMedida.id),
    tipo_id: refColumn('tipo_id', () => recursoTipos.id),
    categoria_id: refColumn('categoria_id', () => recursoCategorias.id),
    /**
     * The long name and the names of its unit, type and category, normalised (lib/search-text.ts):
     * what the price list searches, per product rather than per price. Written by the triggers
     * of migration 0015, whoever writes: another table's names cannot be a generated column.
     */
    search_text: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('productos_nombre_unidad_tipo_categoria_uq').on(sql`lower(${t.nombre_largo})`, t.unidad_id, t.tipo_id, t.categoria_id),
    index('productos_search_text_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

/**
 * A price. The list shows and sorts by the names of the product, its unit, type and category and
 * of the distributor: they are copied onto the row (kept current by triggers, migration
 * 0009_terra_precios_nombres) so that each order is one index walk on `(name, id)`, at a million
 * prices. A price has no searched text of its own (migration 0020): a term is in a price when it
 * is in its product's or its distributor's `search_text`, so the list searches the few thousand
 * products and distributors and then the prices of those (areas/terra/repositories/precios-busqueda.ts).
 * A text per price cost every imported row its normalisation (and a trigram index over it had
 * doubled an import's insert time).
 */
export const preciosProductos = pgTable(
  'precios_productos',
  {
    id: idColumn(),
    // References to productos and distribuidores, checked per statement rather than by foreign keys
    // (migration 0021: the same guarantee without a check and a lock per imported row).
    producto_id: integer('producto_id').notNull(),
    distribuidor_id: integer('distribuidor_id').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    moneda: varchar('moneda', { length: 3 }).notNull().default('DOP'),
    producto_nombre: text('producto_nombre').notNull().default(''),
    unidad_nombre: text('unidad_nombre').notNull().default(''),
    tipo_nombre: text('tipo_nombre').notNull().default(''),
    categoria_nombre: text('categoria_nombre').notNull().default(''),
    distribuidor_nombre: text('distribuidor_nombre').notNull().default(''),
    /**
     * The import that registered it (`importaciones.id`), or null. Not a foreign key: an import's undo reads its prices by the id range it
     * recorded (importaciones.primer_precio_id..ultimo_precio_id, the primary key's index) and this
     * column, so no index of its own is paid by every imported row.
     */
    importacion_id: integer('importacion_id'),
  },
  (t) => [
    uniqueIndex('precios_productos_producto_distribuidor_fecha_uq').on(t.producto_id, t.distribuidor_id, t.fecha),
    index('precios_productos_distribuidor_idx').on(t.distribuidor_id),
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

// Teams (docs/domain.md, «Equipos e invitaciones»): the creator coordinates; a user invited becomes
// a member by accepting (members are the accepted invitations: one source of truth).

export const equipos = pgTable(
  'equipos',
  {
    id: idColumn(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    coordinador_id: refColumn('coordinador_id', () => users.id, 'cascade'),
    created_at: nowColumn('created_at'),
  },
  (t) => [index('equipos_coordinador_idx').on(t.coordinador_id)],
);

export const invitaciones = pgTable(
  'invitaciones',
  {
    id: idColumn(),
    equipo_id: refColumn('equipo_id', () => equipos.id, 'cascade'),
    invitado_id: refColumn('invitado_id', () => users.id, 'cascade'),
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    mensaje: text('mensaje').notNull().default(''),
    /**
     * Invited by id by someone who may not see users (no auth.view_user): the invitee's username
     * is not shown to others until they accept (areas/terra/repositories/equipos.ts), so that inviting
     * by id is no way to learn who an id is.
     */
    invitado_oculto: boolean('invitado_oculto').notNull().default(false),
    created_at: nowColumn('created_at'),
  },
  (t) => [
    // ESTADOS_INVITACION of @gestion/contract/enums.
    check('invitaciones_estado_chk', sql`${t.estado} in ('pendiente', 'aceptada', 'rechazada')`),
    // One pending invitation, and one membership, per user and team.
    uniqueIndex('invitaciones_pendiente_uq').on(t.equipo_id, t.invitado_id).where(sql`${t.estado} = 'pendiente'`),
    uniqueIndex('invitaciones_aceptada_uq').on(t.equipo_id, t.invitado_id).where(sql`${t.estado} = 'aceptada'`),
    index('invitaciones_invitado_idx').on(t.invitado_id),
  ],
);

/** What a user is told: an invitation received, or the answer to one they sent. */
export const notificaciones = pgTable(
  'notificaciones',
  {
    id: idColumn(),
    usuario_id: refColumn('usuario_id', () => users.id, 'cascade'),
    tipo: varchar('tipo', { length: 30 }).notNull(),
    mensaje: text('mensaje').notNull(),
    estado: varchar('estado', { length: 20 }).notNull(),
    equipo_id: refColumn('equipo_id', () => equipos.id, 'cascade'),
    invitado_id: refColumn('invitado_id', () => users.id, 'cascade'),
    visto: boolean('visto').notNull().default(false),
    created_at: nowColumn('created_at'),
  },
  (t) => [index('notificaciones_pendientes_idx').on(t.usuario_id).where(sql`not ${t.visto}`)],
);

/** A property (spec section 3); `codigo` unique, case-insensitively. */
export const inmuebles = pgTable(
  'inmuebles',
  {
    id: idColumn(),
    codigo: varchar('codigo', { length: 50 }).notNull(),
    tipo_inmueble: varchar('tipo_inmueble', { length: 20 }).notNull(),
    direccion: varchar('direccion', { length: 300 }).notNull().default(''),
    sector: varchar('sector', { length: 150 }).notNull().default(''),
    ciudad: varchar('ciudad', { length: 150 }).notNull().default(''),
    provincia: varchar('provincia', { length: 150 }).notNull().default(''),
    latitud: numeric('latitud', { precision: 9, scale: 6 }),
    longitud: numeric('longitud', { precision: 9, scale: 6 }),
    niveles: smallint('niveles').notNull().default(1),
    habitaciones: smallint('habitaciones').notNull().default(0),
    banos: smallint('banos').notNull().default(0),
    parqueos: smallint('parqueos').notNull().default(0),
    activo: boolean('activo').notNull().default(true),
    created_at: nowColumn('created_at'),
  },
  (t) => [
    uniqueIndex('inmuebles_codigo_lower_uq').on(sql`lower(${t.codigo})`),
    // TIPOS_INMUEBLE of @gestion/contract/enums.
    check('inmuebles_tipo_chk', sql`${t.tipo_inmueble} in ('casa', 'apartamento', 'local', 'solar', 'nave', 'oficina', 'otro')`),
    check('inmuebles_cantidades_chk', sql`${t.niveles} >= 1 and ${t.habitaciones} >= 0 and ${t.banos} >= 0 and ${t.parqueos} >= 0`),
  ],
);

/**
 * A chunked import of prices (the wizard's large files): the prices are staged in
 * `importaciones_lotes` over several requests and moved into `precios_productos` by one
 * transaction at `confirmar`, so a file is imported whole or not at all. Owned by the user who
 * opened it; an unconfirmed one past `expires_at` is abandoned and purged.
 */
export const importaciones = pgTable(
  'importaciones',
  {
    id: idColumn(),
    usuario_id: refColumn('usuario_id', () => users.id, 'cascade'),
    created_at: nowColumn('created_at'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmada_at: timestamp('confirmada_at', { withTimezone: true }),
    /** the summary answered by `confirmar`, answered again by a repeated call */
    resumen: jsonb('resumen'),
    /** The file's name, as its history entry gives it. */
    archivo: varchar('archivo', { length: 300 }),
    /** The ids of the first and last price it registered: its undo deletes in that range only. */
    primer_precio_id: integer('primer_precio_id'),
    ultimo_precio_id: integer('ultimo_precio_id'),
    /** When it was undone (its prices removed); null while they stand. */
    deshecha_at: timestamp('deshecha_at', { withTimezone: true }),
  },
  (t) => [index('importaciones_usuario_idx').on(t.usuario_id), index('importaciones_expires_idx').on(t.expires_at)],
);

/**
 * A staged batch of prices (one staging request): checked when staged (ids exist, valid date and
 * amount), inserted at `confirmar`. The batch is one row of parallel arrays rather than a row per
 * price: staging 5,000 prices is then one small write (no per-row index entries or foreign-key
 * checks that `confirmar` repeats anyway), and `confirmar` unnests them in staging order.
 */
export const importacionesLotes = pgTable(
  'importaciones_lotes',
  {
    id: idColumn(),
    importacion_id: refColumn('importacion_id', () => importaciones.id, 'cascade'),
    /** prices in the batch (the length of each array) */
    filas: integer('filas').notNull(),
    producto_ids: integer('producto_ids').array().notNull(),
    distribuidor_ids: integer('distribuidor_ids').array().notNull(),
    fechas: date('fechas', { mode: 'string' }).array().notNull(),
    valores: numeric('valores', { precision: 14, scale: 2 }).array().notNull(),
  },
  (t) => [index('importaciones_lotes_importacion_idx').on(t.importacion_id, t.id)],
);
