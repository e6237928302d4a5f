import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

// Main area (DOMAIN.md "Main and Pueblo"): sprints with their tasks, and sub-projects.
// Names are unique case-insensitively: the unique indexes are on lower(nombre).

export const TAREA_ESTADOS = ['pendiente', 'completada', 'descartada'] as const;

export const sprints = pgTable(
  'sprints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sprints_nombre_lower_uq').on(sql`lower(${t.nombre})`)],
);

export const tareasSprint = pgTable(
  'tareas_sprint',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sprint_id: integer('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    descripcion: text('descripcion').notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tareas_sprint_sprint_idx').on(t.sprint_id, t.id),
    check('tareas_sprint_estado_chk', sql`${t.estado} in ('pendiente', 'completada', 'descartada')`),
  ],
);

export const subproyectos = pgTable(
  'subproyectos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    activo: boolean('activo').notNull().default(true),
  },
  (t) => [uniqueIndex('subproyectos_nombre_lower_uq').on(sql`lower(${t.nombre})`)],
);
