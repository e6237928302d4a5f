import { asc, eq, sql } from 'drizzle-orm';
import type { Subproyecto } from '@gestion/contract/main';
import { ieq, isTaken } from '../../../db/case-insensitive.js';
import type { Executor } from '../../../db/client.js';
import { subproyectos } from '../../../db/schema/index.js';
import { unlessTaken } from '../../../repositories/pg-errors.js';
import { deleteRow } from '../../../repositories/row-writes.js';

const columns = {
  id: subproyectos.id,
  nombre: subproyectos.nombre,
  descripcion: subproyectos.descripcion,
  activo: subproyectos.activo,
};

/** Every sub-project ordered by nombre (case-insensitively), then id. */
export async function listSubproyectos(db: Executor): Promise<Subproyecto[]> {
  return db.select(columns).from(subproyectos).orderBy(sql`lower(${subproyectos.nombre})`, asc(subproyectos.id));
}

/** One sub-project, or null when there is none (the edit form starts from it). */
export async function findSubproyecto(db: Executor, id: number): Promise<Subproyecto | null> {
  const [row] = await db.select(columns).from(subproyectos).where(eq(subproyectos.id, id));
  return row ?? null;
}

export function subproyectoNameTaken(db: Executor, nombre: string): Promise<boolean> {
  return isTaken(db, subproyectos, ieq(subproyectos.nombre, nombre));
}

/** The new sub-project, or null when the name is taken (a concurrent insert included). */
export async function createSubproyecto(
  db: Executor,
  input: { nombre: string; descripcion: string; activo?: boolean },
): Promise<Subproyecto | null> {
  return unlessTaken(async () => {
    const [row] = await db.insert(subproyectos).values(input).returning(columns);
    return row ?? null;
  }, 'subproyectos_nombre_lower_uq', null);
}

/** Whether another sub-project than `id` has this name (case-insensitive). */
export function subproyectoNameTakenByOther(db: Executor, nombre: string, id: number): Promise<boolean> {
  return isTaken(db, subproyectos, ieq(subproyectos.nombre, nombre), id);
}

/** Writes the fields given: the updated sub-project, null when there is none, 'taken' when the name is another's. */
export async function updateSubproyecto(
  tx: Executor,
  id: number,
  input: { nombre?: string; descripcion?: string; activo?: boolean },
): Promise<Subproyecto | null | 'taken'> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) {
    const [row] = await tx.select(columns).from(subproyectos).where(eq(subproyectos.id, id));
    return row ?? null;
  }
  return unlessTaken(async () => {
    const [row] = await tx.update(subproyectos).set(changes).where(eq(subproyectos.id, id)).returning(columns);
    return row ?? null;
  }, 'subproyectos_nombre_lower_uq', 'taken' as const);
}

/**
 * Removes a sub-project; false when there is none. Nothing refers to it: the sprint rule follows
 * the sprint's name (docs/domain.md «Subproyectos»), so its expectativas sprint and its groups stay
 * as they are, closed as before.
 */
export async function deleteSubproyecto(tx: Executor, id: number): Promise<boolean> {
  return deleteRow(tx, subproyectos, subproyectos.id, id);
}
