import { asc, eq, sql } from 'drizzle-orm';
import type { Subproyecto } from '@gestion/contract/main';
import { ieq, isTaken } from '../db/case-insensitive.js';
import type { Executor } from '../db/client.js';
import { subproyectos } from '../db/schema/index.js';
import { unlessTaken } from './pg-errors.js';

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

export async function setSubproyectoActivo(db: Executor, id: number, activo: boolean): Promise<Subproyecto | null> {
  const [row] = await db.update(subproyectos).set({ activo }).where(eq(subproyectos.id, id)).returning(columns);
  return row ?? null;
}
