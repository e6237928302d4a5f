import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, nowColumn, refColumn } from '../../db/schema/columns.js';

// Main area (docs/domain.md, «Sprints y tareas», «Subproyectos»): sprints with their tasks, and sub-projects.
// Names are unique case-insensitively: the unique indexes are on lower(nombre).

export const sprints = pgTable(
  'sprints',
  {
    id: idColumn(),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    created_at: nowColumn('created_at'),
  },
  (t) => [uniqueIndex('sprints_nombre_lower_uq').on(sql`lower(${t.nombre})`)],
);

export const tareasSprint = pgTable(
  'tareas_sprint',
  {
    id: idColumn(),
    sprint_id: refColumn('sprint_id', () => sprints.id, 'cascade'),
    descripcion: text('descripcion').notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    created_at: nowColumn('created_at'),
  },
  (t) => [
    index('tareas_sprint_sprint_idx').on(t.sprint_id, t.id),
    // TAREA_ESTADOS of @gestion/contract/enums.
    check('tareas_sprint_estado_chk', sql`${t.estado} in ('pendiente', 'completada', 'descartada')`),
  ],
);

export const subproyectos = pgTable(
  'subproyectos',
  {
    id: idColumn(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    activo: boolean('activo').notNull().default(true),
  },
  (t) => [uniqueIndex('subproyectos_nombre_lower_uq').on(sql`lower(${t.nombre})`)],
);
