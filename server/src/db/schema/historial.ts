import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { searchText } from '../../lib/search-text.js';

/** One changed field of an entry: its value before and after (null when it did not exist). */
export interface CambioCampo {
  campo: string;
  antes: unknown;
  despues: unknown;
}

/**
 * The history: one row per write of the API, inserted in the write's own transaction
 * (repositories/historial.ts). Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE except inside
 * `historial_purgar()`, the retention's function (migration 0019, docs/server.md, «Historial»).
 * No foreign keys: an entry outlives what it names, and the actor's username is kept as it was.
 */
export const historial = pgTable(
  'historial',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    /** Who: null for a write without a signed-in user (self-registration, activation link). */
    usuario_id: integer('usuario_id'),
    usuario_username: varchar('usuario_username', { length: 150 }).notNull(),
    accion: varchar('accion', { length: 40 }).notNull(),
    /** `app.model`, as the permission keys name models (auth.user, main.sprint, ...). */
    objeto_tipo: varchar('objeto_tipo', { length: 60 }).notNull(),
    objeto_id: varchar('objeto_id', { length: 100 }).notNull(),
    objeto_repr: varchar('objeto_repr', { length: 300 }).notNull(),
    cambios: jsonb('cambios').$type<CambioCampo[]>().notNull().default(sql`'[]'::jsonb`),
    /** What is not a field: an import's counts and file name, a projection's figures. */
    detalle: jsonb('detalle').$type<Record<string, unknown>>(),
    /**
     * Who else may read the entry besides a superuser, for objects whose own reads are limited per
     * object (repositories/historial-visibilidad.ts): scope keys such as 'sub:terra' (the
     * sub-project rule), 'equipo:12', 'usuario:7'; a reader holding any of them sees it. Null: the
     * entry is for every holder of auth.view_historial.
     */
    visibilidad: text('visibilidad').array(),
    search_text: text('search_text').notNull().generatedAlwaysAs(searchText(sql`"objeto_repr" || ' ' || "usuario_username"`)),
  },
  (t) => [
    // Newest first: the list's order walked backwards.
    // `visibilidad` last in each: a reader who is not a superuser has it checked from the index, so
    // deep pages and counts stay index-only scans (it never changes the order: id is unique).
    index('historial_fecha_id_idx').on(t.fecha, t.id, t.visibilidad),
    // One object's history ('Historial' on a user's or group's row).
    index('historial_objeto_idx').on(t.objeto_tipo, t.objeto_id, t.fecha, t.id, t.visibilidad),
    // One person's entries.
    index('historial_usuario_idx').on(t.usuario_id, t.fecha, t.id, t.visibilidad),
    index('historial_search_text_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);
