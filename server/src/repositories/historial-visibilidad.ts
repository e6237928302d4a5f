import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../db/client.js';
import { equipos, groups, historial, invitaciones, userGroups } from '../db/schema/index.js';
import { EXPECTATIVAS_SUFFIX, type SprintReader } from './sprint-access.js';

/**
 * Who may read a history entry: the same people as its object, for the objects whose reads are
 * limited per object. Each entry carries scope keys (`historial.visibilidad`, set when it is
 * written, from relations that never change: a task's sprint, a sprint's name, an invitation's
 * team); a reader holds keys computed at each request from what they are now (their groups,
 * their teams), and sees an entry with no keys or with one of theirs. A superuser sees all.
 *
 * - 'sub:{s}' (s lowercased): the sprint '{s} - expectativas' and its tasks, the sub-project rule
 *   of sprint-access.ts. A reader holds 'sub:{s}' for every s such that one of their groups'
 *   lowercased name starts with '{s}_', exactly the rule's test.
 * - 'equipo:{id}': a team, read by its coordinator and its invitees (pending or accepted,
 *   terra-equipos.ts puedeVerEquipo); an invitation is read by its team's readers and its invitee.
 * - 'usuario:{id}': what only that user reads: their profile and dashboard preferences, their
 *   invitations.
 *
 * An empty list: superusers only (an object gone before the column existed, migration 0025).
 */
export type Visibilidad = string[] | null;

export const equipoScope = (equipoId: number) => `equipo:${equipoId}`;
export const usuarioScope = (userId: number) => `usuario:${userId}`;

/** The keys of a sprint named `nombre` (a column or an expression): SQL text[] or null. */
export function sprintScopeSql(nombre: AnyColumn | SQL): SQL<Visibilidad> {
  const n = EXPECTATIVAS_SUFFIX.length;
  return sql<Visibilidad>`case when right(lower(${nombre}), ${n}) = ${EXPECTATIVAS_SUFFIX}
    then array['sub:' || lower(left(${nombre}, length(${nombre}) - ${n}))] end`;
}

/** The keys `reader` holds now; null for a superuser (no condition). */
export async function historialScopes(db: Executor, reader: SprintReader): Promise<string[] | null> {
  if (reader.is_superuser) return null;
  const rows = rowsOf<{ k: string }>(
    await db.execute(sql`
      select 'sub:' || left(g.n, p.i - 1) as k
        from (select lower(${groups.name}) as n from ${userGroups} join ${groups} on ${groups.id} = ${userGroups.group_id}
              where ${userGroups.user_id} = ${reader.id}) g
        cross join lateral generate_series(1, length(g.n)) as p(i)
        where substr(g.n, p.i, 1) = '_'
      union select 'equipo:' || ${equipos.id} from ${equipos} where ${equipos.coordinador_id} = ${reader.id}
      union select 'equipo:' || ${invitaciones.equipo_id} from ${invitaciones}
        where ${invitaciones.invitado_id} = ${reader.id} and ${invitaciones.estado} in ('pendiente', 'aceptada')`),
  );
  return [usuarioScope(reader.id), ...rows.map((r) => r.k)].sort();
}

/**
 * The list's condition for a reader holding `scopes` (none for a superuser). Written on the
 * column that ends each of the table's btree indexes, so that it is checked from the index.
 */
export function visibleCondition(scopes: readonly string[] | null | undefined): SQL | undefined {
  if (!scopes) return undefined;
  return sql`(${historial.visibilidad} is null or ${historial.visibilidad} && ${`{${scopes.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[])`;
}
