import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, nowColumn, refColumn } from '../../db/schema/columns.js';
import { joinTable } from '../../db/schema/join-table.js';
import { users } from '../../db/schema/auth.js';

// The user area (docs/domain.md, «Área del usuario»): dashboard preferences and the profile.

/** One per user: the siglas of the Rodox contexts shown on their dashboard, in their order. */
export const dashboardConfigs = pgTable('dashboard_configs', {
  usuario_id: integer('usuario_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contextos_favoritos: jsonb('contextos_favoritos').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  updated_at: nowColumn('updated_at'),
});

/** The professions catalogue: created by the migrations, extended and renamed by administrators (terra.*_profesion). */
export const profesiones = pgTable(
  'profesiones',
  {
    id: idColumn(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('profesiones_nombre_lower_uq').on(sql`lower(${t.nombre})`)],
);

/** The profile ("usuario extra"): one per user, created on first read. */
export const usuariosExtra = pgTable(
  'usuarios_extra',
  {
    id: idColumn(),
    usuario_id: refColumn('usuario_id', () => users.id, 'cascade'),
    apodo: varchar('apodo', { length: 60 }).notNull().default(''),
    avatar: varchar('avatar', { length: 500 }).notNull().default(''),
    bio: text('bio').notNull().default(''),
    updated_at: nowColumn('updated_at'),
  },
  (t) => [uniqueIndex('usuarios_extra_usuario_uq').on(t.usuario_id)],
);

export const usuariosExtraProfesiones = joinTable(
  'usuarios_extra_profesiones',
  ['usuario_extra_id', () => usuariosExtra.id, 'cascade'],
  ['profesion_id', () => profesiones.id, 'restrict'],
  { secondIndex: false },
);

/** A profile's phone numbers, kept in the order the person gave them. */
export const usuariosExtraTelefonos = pgTable(
  'usuarios_extra_telefonos',
  {
    id: idColumn(),
    usuario_extra_id: refColumn('usuario_extra_id', () => usuariosExtra.id, 'cascade'),
    orden: smallint('orden').notNull(),
    numero: varchar('numero', { length: 30 }).notNull(),
    tipo: varchar('tipo', { length: 10 }).notNull(),
  },
  (t) => [
    // TIPOS_TELEFONO of @gestion/contract/enums.
    check('usuarios_extra_telefonos_tipo_chk', sql`${t.tipo} in ('movil', 'casa', 'trabajo', 'otro')`),
    index('usuarios_extra_telefonos_extra_idx').on(t.usuario_extra_id, t.orden),
  ],
);
