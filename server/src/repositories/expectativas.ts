import { and, asc, eq, sql } from 'drizzle-orm';
import type { Expectativa } from '@gestion/contract/usuario';
import { ieq } from '../db/case-insensitive.js';
import type { Executor } from '../db/client.js';
import { groups, sprints, subproyectos, tareasSprint, userGroups } from '../db/schema/index.js';

const cuenta = (condicion: ReturnType<typeof sql>) => sql<number>`(count(${tareasSprint.id}) filter (where ${condicion}))::int`;

/**
 * The task counts of each active sub-project's '{subproyecto} - expectativas' sprint that the
 * user may see (DOMAIN.md "User area"): every one for a superuser, else those whose name,
 * lowercased and followed by '_', starts the lowercased name of one of the user's groups.
 * One statement whatever the number of sub-projects. Any estado other than completada or
 * descartada counts as pendiente.
 */
export async function expectativasVisibles(db: Executor, user: { id: number; is_superuser: boolean }): Promise<Expectativa[]> {
  // starts_with, not LIKE: a '_' or '%' in a sub-project name is a plain character.
  const puedeVer = user.is_superuser
    ? undefined
    : sql`exists (select 1 from ${userGroups} join ${groups} on ${groups.id} = ${userGroups.group_id}
        where ${userGroups.user_id} = ${user.id}
          and starts_with(lower(${groups.name}), lower(${subproyectos.nombre}) || '_'))`;
  return db
    .select({
      subproyecto: subproyectos.nombre,
      sprint_id: sprints.id,
      pendientes: cuenta(sql`${tareasSprint.estado} not in ('completada', 'descartada')`),
      completadas: cuenta(sql`${tareasSprint.estado} = 'completada'`),
      descartadas: cuenta(sql`${tareasSprint.estado} = 'descartada'`),
    })
    .from(subproyectos)
    // The sprint's unique index is on lower(nombre): this join reads it.
    .innerJoin(sprints, ieq(sprints.nombre, sql`${subproyectos.nombre} || ' - expectativas'`))
    .leftJoin(tareasSprint, eq(tareasSprint.sprint_id, sprints.id))
    .where(and(eq(subproyectos.activo, true), puedeVer))
    .groupBy(subproyectos.id, sprints.id)
    .orderBy(sql`lower(${subproyectos.nombre})`, asc(subproyectos.id));
}
