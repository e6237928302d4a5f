import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../db/client.js';
import { MODELS, type PermissionKey } from '../db/permission-catalogue.js';
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
 *   areas/terra/repositories/equipos.ts puedeVerEquipo); an invitation is read by its team's readers and its invitee.
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

/**
 * Objects read by relation, not by a permission (their routes are for the coordinator, the
 * invitee, the owner): only their scope keys decide.
 */
const READ_BY_RELATION = ['terra.equipo', 'terra.invitacion', 'terra.dashboardconfig', 'terra.usuarioextra'];

/** Entries about what is no model of the catalogue, and the permission that reads what they describe. */
const READ_WITH: Record<string, PermissionKey> = { 'terra.importacion': 'terra.view_precioproducto' };

/**
 * The object types whose entries `reader` may read, as its objects' routes decide: a model's
 * `view_` permission (users, groups, prices…), the relation types above, and READ_WITH. Any
 * other type (none today): superusers only. Null for a superuser (no condition).
 */
export function historialTypes(reader: { is_superuser: boolean; has(permission: PermissionKey): boolean }): string[] | null {
  if (reader.is_superuser) return null;
  const types = new Set(READ_BY_RELATION);
  for (const [app, models] of Object.entries(MODELS)) {
    for (const model of Object.keys(models)) {
      if (reader.has(`${app}.view_${model}` as PermissionKey)) types.add(`${app}.${model}`);
    }
  }
  for (const [type, permission] of Object.entries(READ_WITH)) if (reader.has(permission)) types.add(type);
  return [...types].sort();
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
 * The list's condition for a reader holding `scopes` and reading `types` (none for a superuser).
 * Written on the columns that end the table's btree indexes, so that it is checked from the index.
 */
export function visibleCondition(scopes: readonly string[] | null | undefined, types?: readonly string[] | null): SQL | undefined {
  const inScope = scopes ? sql`(${historial.visibilidad} is null or ${historial.visibilidad} && ${textArray(scopes)}::text[])` : undefined;
  const ofType = types ? sql`${historial.objeto_tipo} = any(${textArray(types)}::text[])` : undefined;
  if (inScope && ofType) return sql`(${ofType} and ${inScope})`;
  return inScope ?? ofType;
}

/** A text[] literal (one parameter, whatever the number of items). */
const textArray = (items: readonly string[]) => `{${items.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
