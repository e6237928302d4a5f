import { and, asc, eq, sql } from 'drizzle-orm';
import type { Expectativa } from '@gestion/contract/usuario';
import { ieq } from '../../../db/case-insensitive.js';
import type { Executor } from '../../../db/client.js';
import { sprints, subproyectos, tareasSprint } from '../../../db/schema/index.js';
import { sprintVisibleTo } from '../../../repositories/sprint-access.js';

const cuenta = (condicion: ReturnType<typeof sql>) => sql<number>`(count(${tareasSprint.id}) filter (where ${condicion}))::int`;

/**
 * The task counts of each active sub-project's '{subproyecto} - expectativas' sprint that the
 * user may see (docs/domain.md, «Área del usuario»; the rule is sprint-access.ts's, as for every
 * sprint route). One statement whatever the number of sub-projects. Any estado other than
 * completada or descartada counts as pendiente.
 */
export async function expectativasVisibles(db: Executor, user: { id: number; is_superuser: boolean }): Promise<Expectativa[]> {
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
    .where(and(eq(subproyectos.activo, true), sprintVisibleTo(user)))
    .groupBy(subproyectos.id, sprints.id)
    .orderBy(sql`lower(${subproyectos.nombre})`, asc(subproyectos.id));
}
