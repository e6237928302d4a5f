import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Sprint, SprintConTareas, Tarea, TareaEstado } from '@gestion/contract/main';
import { SprintSchema, TareaSchema } from '@gestion/contract/main';
import { SPRINT_RESOURCE, TAREA_RESOURCE } from '@gestion/contract/resources/main';
import { ieq, isTaken } from '../../../db/case-insensitive.js';
import type { Executor } from '../../../db/client.js';
import { sprints, tareasSprint } from '../../../db/schema/index.js';
import { tableResource } from '../../../resource/table-resource.js';
import type { Visibilidad } from '../../../repositories/historial-visibilidad.js';
import { sprintScopeSql } from '../../../repositories/historial-visibilidad.js';
import { unlessTaken } from '../../../repositories/pg-errors.js';
import { sprintVisibleTo, type SprintReader } from '../../../repositories/sprint-access.js';
import { deleteRow } from '../../../repositories/row-writes.js';

const sprintColumns = { id: sprints.id, nombre: sprints.nombre, descripcion: sprints.descripcion };
const tareaColumns = {
  id: tareasSprint.id,
  descripcion: tareasSprint.descripcion,
  estado: tareasSprint.estado,
  sprint_id: tareasSprint.sprint_id,
};

const byName = (nombre: string) => ieq(sprints.nombre, nombre);

/**
 * Sprints, declared once: the correction and removal of one (their lists are the spec's, read
 * through the sub-project rule above). The history records a sprint with its tasks' descriptions.
 */
export const SPRINTS = tableResource<Sprint, Sprint, 'main'>(SPRINT_RESOURCE, {
  table: sprints,
  key: sprints.id,
  columns: sprintColumns,
  schema: SprintSchema,
  historial: {
    columns: { nombre: sprints.nombre, descripcion: sprints.descripcion },
    repr: (r) => String(r.nombre),
    extra: async (db, id) => ({
      tareas: (await db.select({ d: tareasSprint.descripcion }).from(tareasSprint).where(eq(tareasSprint.sprint_id, id)).orderBy(asc(tareasSprint.id))).map((t) => t.d),
    }),
    visibilidad: sprintScopeSql(sprints.nombre),
  },
});

/** Tasks, declared once: a task's description corrected, a task removed. */
export const TAREAS = tableResource<Tarea, Tarea, 'main'>(TAREA_RESOURCE, {
  table: tareasSprint,
  key: tareasSprint.id,
  columns: tareaColumns,
  schema: TareaSchema,
  historial: {
    columns: { descripcion: tareasSprint.descripcion, estado: tareasSprint.estado, sprint_id: tareasSprint.sprint_id },
    repr: (r) => String(r.descripcion).slice(0, 120),
    visibilidad: sql<Visibilidad>`(select ${sprintScopeSql(sprints.nombre)} from ${sprints} where ${sprints.id} = ${tareasSprint.sprint_id})`,
  },
});

const cuantas = (n: number, una: string, varias: string): string => `${n.toLocaleString('es-ES')} ${n === 1 ? una : varias}`;

/** Whether another sprint than `id` has this name (case-insensitive). */
export function sprintNameTakenByOther(db: Executor, nombre: string, id: number): Promise<boolean> {
  return isTaken(db, sprints, byName(nombre), id);
}

/** Writes the fields given; false when there is no such sprint. */
export async function updateSprint(tx: Executor, id: number, input: { nombre?: string; descripcion?: string }): Promise<boolean> {
  const changes = { ...(input.nombre !== undefined ? { nombre: input.nombre } : {}), ...(input.descripcion !== undefined ? { descripcion: input.descripcion } : {}) };
  const query = Object.keys(changes).length
    ? tx.update(sprints).set(changes).where(eq(sprints.id, id)).returning({ id: sprints.id })
    : tx.select({ id: sprints.id }).from(sprints).where(eq(sprints.id, id));
  return (await query).length > 0;
}

/** What goes with a sprint: its tasks ('3 tareas'). */
export async function sprintArrastra(db: Executor, id: number): Promise<string[]> {
  const [row] = await db.select({ n: count() }).from(tareasSprint).where(eq(tareasSprint.sprint_id, id));
  const n = Number(row?.n ?? 0);
  return n > 0 ? [cuantas(n, 'tarea', 'tareas')] : [];
}

/** Removes a sprint and its tasks (their foreign key cascades); false when there is none. */
export async function deleteSprint(tx: Executor, id: number): Promise<boolean> {
  return deleteRow(tx, sprints, sprints.id, id);
}

/** Corrects a task's description; false when there is no such task. */
export async function updateTareaDescripcion(tx: Executor, id: number, descripcion: string | undefined): Promise<boolean> {
  const query = descripcion !== undefined
    ? tx.update(tareasSprint).set({ descripcion }).where(eq(tareasSprint.id, id)).returning({ id: tareasSprint.id })
    : tx.select({ id: tareasSprint.id }).from(tareasSprint).where(eq(tareasSprint.id, id));
  return (await query).length > 0;
}

/** Removes a task; false when there is none. */
export async function deleteTarea(tx: Executor, id: number): Promise<boolean> {
  return deleteRow(tx, tareasSprint, tareasSprint.id, id);
}

/**
 * Every sprint `reader` may see (sprint-access.ts: another sub-project's expectativas sprint is
 * left out), oldest first; `nombre` keeps only the one with that name (case-insensitive).
 */
export async function listSprints(db: Executor, reader: SprintReader, filter: { nombre?: string } = {}): Promise<Sprint[]> {
  return db
    .select(sprintColumns)
    .from(sprints)
    .where(and(filter.nombre !== undefined ? byName(filter.nombre) : undefined, sprintVisibleTo(reader)))
    .orderBy(asc(sprints.id));
}

async function attachTareas(db: Executor, list: Sprint[]): Promise<SprintConTareas[]> {
  if (list.length === 0) return [];
  const tareas = (await db
    .select(tareaColumns)
    .from(tareasSprint)
    .where(inArray(tareasSprint.sprint_id, list.map((s) => s.id)))
    .orderBy(asc(tareasSprint.sprint_id), asc(tareasSprint.id))) as Tarea[];
  const bySprint = new Map<number, Tarea[]>();
  for (const t of tareas) {
    const bucket = bySprint.get(t.sprint_id);
    if (bucket) bucket.push(t);
    else bySprint.set(t.sprint_id, [t]);
  }
  return list.map((s) => ({ ...s, tareas: bySprint.get(s.id) ?? [] }));
}

export async function listSprintsConTareas(db: Executor, reader: SprintReader, filter: { nombre?: string } = {}): Promise<SprintConTareas[]> {
  return attachTareas(db, await listSprints(db, reader, filter));
}

export async function findSprintConTareas(db: Executor, id: number): Promise<SprintConTareas | null> {
  const [sprint] = await db.select(sprintColumns).from(sprints).where(eq(sprints.id, id));
  if (!sprint) return null;
  const [withTareas] = await attachTareas(db, [sprint]);
  return withTareas ?? null;
}

export async function sprintNameTaken(db: Executor, nombre: string): Promise<boolean> {
  const [row] = await db.select({ id: sprints.id }).from(sprints).where(byName(nombre)).limit(1);
  return Boolean(row);
}

export type CreateSprintResult = { ok: true; sprint: SprintConTareas } | { ok: false; reason: 'duplicate' };

/** The sprint and its tareas in one transaction: either all of it is written or nothing. */
export async function createSprintConTareas(
  db: Executor,
  input: { nombre: string; descripcion: string; tareas: readonly string[] },
): Promise<CreateSprintResult> {
  return unlessTaken(async (): Promise<CreateSprintResult> => {
    const sprint = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(sprints)
        .values({ nombre: input.nombre, descripcion: input.descripcion })
        .returning(sprintColumns);
      if (!created) throw new Error('sprint insert returned nothing');
      const tareas = input.tareas.length
        ? ((await tx
            .insert(tareasSprint)
            .values(input.tareas.map((descripcion) => ({ sprint_id: created.id, descripcion })))
            .returning(tareaColumns)) as Tarea[])
        : [];
      return { ...created, tareas: tareas.sort((a, b) => a.id - b.id) };
    });
    return { ok: true, sprint };
  }, 'sprints_nombre_lower_uq', { ok: false, reason: 'duplicate' });
}

/** The tareas of one sprint (or of all the sprints `reader` may see), in creation order. */
export async function listTareas(db: Executor, reader: SprintReader, filter: { sprint?: number } = {}): Promise<Tarea[]> {
  const visible = sprintVisibleTo(reader);
  const query = db.select(tareaColumns).from(tareasSprint);
  const joined = visible ? query.innerJoin(sprints, eq(sprints.id, tareasSprint.sprint_id)) : query;
  const rows = joined.where(and(filter.sprint !== undefined ? eq(tareasSprint.sprint_id, filter.sprint) : undefined, visible));
  return (await rows.orderBy(asc(tareasSprint.id))) as Tarea[];
}

export async function createTarea(db: Executor, input: { descripcion: string; sprint_id: number }): Promise<Tarea> {
  const [row] = await db.insert(tareasSprint).values(input).returning(tareaColumns);
  if (!row) throw new Error('tarea insert returned nothing');
  return row as Tarea;
}

/** The updated tarea, or null when there is none with that id. */
export async function setTareaEstado(db: Executor, id: number, estado: TareaEstado): Promise<Tarea | null> {
  const [row] = await db.update(tareasSprint).set({ estado }).where(eq(tareasSprint.id, id)).returning(tareaColumns);
  return (row as Tarea | undefined) ?? null;
}
