import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Sprint, SprintConTareas, Tarea, TareaEstado } from '@gestion/contract/main';
import { ieq } from '../db/case-insensitive.js';
import type { Executor } from '../db/client.js';
import { sprints, tareasSprint } from '../db/schema/index.js';
import { unlessTaken } from './pg-errors.js';
import { sprintVisibleTo, type SprintReader } from './sprint-access.js';

const sprintColumns = { id: sprints.id, nombre: sprints.nombre, descripcion: sprints.descripcion };
const tareaColumns = {
  id: tareasSprint.id,
  descripcion: tareasSprint.descripcion,
  estado: tareasSprint.estado,
  sprint_id: tareasSprint.sprint_id,
};

const byName = (nombre: string) => ieq(sprints.nombre, nombre);

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
