import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../db/client.js';
import { groups, sprints, subproyectos, tareasSprint, userGroups } from '../db/schema/index.js';

/**
 * The sub-project rule (docs/domain.md, «Subproyectos»), the one place that states it: a sprint
 * named '{sub} - expectativas' (any case), its tasks and their estado are for a superuser or a
 * member of a group whose lowercased name starts with '{sub}_' (besides the route's permission).
 * It follows the sprint's name, not the sub-project table, so renaming or deactivating a
 * sub-project opens nothing. Other sprints are for anyone holding the route's permission.
 */
export const EXPECTATIVAS_SUFFIX = ' - expectativas';

export type SprintReader = { id: number; is_superuser: boolean };

export const SPRINT_FORBIDDEN = 'No perteneces a un grupo de este subproyecto: no puedes ver ni cambiar su sprint de expectativas ni sus tareas.';

/**
 * SQL true when `reader` may see the sprint named `nombre` (a column or a value), undefined for
 * a superuser (no condition). Lowercasing is PostgreSQL's on both sides, as the screens compare.
 */
export function sprintVisibleTo(reader: SprintReader, nombre: SQL | typeof sprints.nombre = sprints.nombre): SQL | undefined {
  if (reader.is_superuser) return undefined;
  const n = EXPECTATIVAS_SUFFIX.length;
  // starts_with, not LIKE: a '_' or '%' in a sub-project name is a plain character.
  return sql`(right(lower(${nombre}), ${n}) <> ${EXPECTATIVAS_SUFFIX} or exists (
    select 1 from ${userGroups} join ${groups} on ${groups.id} = ${userGroups.group_id}
    where ${userGroups.user_id} = ${reader.id}
      and starts_with(lower(${groups.name}), lower(left(${nombre}, length(${nombre}) - ${n})) || '_')))`;
}

/** Whether a sprint with this name (one being created) would be visible to `reader`. */
export async function mayUseSprintName(db: Executor, reader: SprintReader, nombre: string): Promise<boolean> {
  const condition = sprintVisibleTo(reader, sql`${nombre}::text`);
  if (!condition) return true;
  const [row] = rowsOf<{ ok: boolean }>(await db.execute(sql`select ${condition} as ok`));
  return row?.ok === true;
}

export type Access = 'missing' | 'visible' | 'forbidden';

const accessOf = (row: { ok: boolean } | undefined): Access => (!row ? 'missing' : row.ok ? 'visible' : 'forbidden');

/** 'missing' when no sprint has this id, else whether `reader` may see it. */
export async function sprintAccess(db: Executor, reader: SprintReader, id: number): Promise<Access> {
  const ok = sprintVisibleTo(reader) ?? sql`true`;
  const [row] = await db.select({ ok: sql<boolean>`${ok}` }).from(sprints).where(eq(sprints.id, id));
  return accessOf(row);
}

/** The same for the sprint of a task. */
export async function tareaAccess(db: Executor, reader: SprintReader, id: number): Promise<Access> {
  const ok = sprintVisibleTo(reader) ?? sql`true`;
  const [row] = await db
    .select({ ok: sql<boolean>`${ok}` })
    .from(tareasSprint)
    .innerJoin(sprints, eq(sprints.id, tareasSprint.sprint_id))
    .where(eq(tareasSprint.id, id));
  return accessOf(row);
}

/**
 * The sub-projects whose expectativas sprint a group renamed from `from` to `to` would open to
 * its members and that `actor` may not see (so could not grant): the names of the sub-project
 * table and of the existing '{sub} - expectativas' sprints that `to` starts with ('{sub}_') and
 * `from` did not. Renaming out of a prefix takes access away, which is not granting.
 */
export async function subprojectsOpenedBeyond(db: Executor, actor: SprintReader, from: string, to: string): Promise<string[]> {
  if (actor.is_superuser) return [];
  const n = EXPECTATIVAS_SUFFIX.length;
  const rows = rowsOf<{ sub: string }>(await db.execute(sql`
    select min(c.sub) as sub from (
      select ${subproyectos.nombre} as sub from ${subproyectos}
      union all
      select left(${sprints.nombre}, length(${sprints.nombre}) - ${n}) from ${sprints}
        where right(lower(${sprints.nombre}), ${n}) = ${EXPECTATIVAS_SUFFIX}
    ) c
    where starts_with(lower(${to}::text), lower(c.sub) || '_')
      and not starts_with(lower(${from}::text), lower(c.sub) || '_')
      and not exists (
        select 1 from ${userGroups} join ${groups} on ${groups.id} = ${userGroups.group_id}
        where ${userGroups.user_id} = ${actor.id} and starts_with(lower(${groups.name}), lower(c.sub) || '_'))
    group by lower(c.sub)
    order by 1`));
  return rows.map((r) => r.sub);
}
