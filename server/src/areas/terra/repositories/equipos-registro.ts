import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { EquipoFila, Invitacion } from '@gestion/contract/terra';
import { EquipoFilaSchema, EstadoInvitacionSchema, InvitacionSchema } from '@gestion/contract/terra';
import { EQUIPO_RESOURCE, INVITACION_RESOURCE } from '@gestion/contract/resources/terra';
import { IdSchema } from '@gestion/contract/wire';
import type { Executor } from '../../../db/client.js';
import { equipos, invitaciones, notificaciones, users } from '../../../db/schema/index.js';
import { cuantos } from '../../../lib/cuantos.js';
import { tableResource } from '../../../resource/table-resource.js';
import type { HistorialObjeto } from '../../../repositories/historial.js';
import { equipoScope, usuarioScope, type Visibilidad } from '../../../repositories/historial-visibilidad.js';
import { deleteRow, updateRow } from '../../../repositories/row-writes.js';

// Every team and every invitation, as an administrator reads, corrects and removes them with the
// models' permissions (terra.*_equipo, terra.*_invitacion). The teams' own calls (routes/equipos-spec.ts)
// keep their rules by relation: the coordinator invites, the invitee answers.
//
// The related names are read by subqueries written with the table's own name: drizzle leaves the
// columns of a one-table select unqualified, and an unqualified column inside a subquery would be
// the subquery's own.

const contar = (estado: string) =>
  sql<number>`(select count(*)::int from invitaciones i where i.equipo_id = equipos.id and i.estado = ${estado})`;

/** The teams, declared once (the contract's declaration bound to the table). */
export const EQUIPOS = tableResource<EquipoFila, EquipoFila, 'terra'>(EQUIPO_RESOURCE, {
  table: equipos,
  key: equipos.id,
  columns: {
    id: equipos.id,
    nombre: equipos.nombre,
    descripcion: equipos.descripcion,
    coordinador_id: equipos.coordinador_id,
    coordinador_username: sql<string>`(select u.username from users u where u.id = equipos.coordinador_id)`,
    miembros: contar('aceptada'),
    invitaciones_pendientes: contar('pendiente'),
  },
  schema: EquipoFilaSchema,
  // A few hundred teams: their texts normalised in the query, no stored search column.
  search: [
    (pattern: SQL) => sql`lower(immutable_unaccent(equipos.nombre)) like ${pattern}`,
    (pattern: SQL) => sql`lower(immutable_unaccent(equipos.descripcion)) like ${pattern}`,
    (pattern: SQL) => sql`equipos.coordinador_id in (select u.id from users u where lower(immutable_unaccent(u.username)) like ${pattern})`,
  ],
  historial: {
    columns: { nombre: equipos.nombre, descripcion: equipos.descripcion, coordinador_id: equipos.coordinador_id },
    repr: (r) => String(r.nombre),
    // Its members by name: what a removal takes with it reads in its entry.
    extra: async (db, id) => ({
      miembros: (
        await db
          .select({ username: users.username })
          .from(invitaciones)
          .innerJoin(users, eq(users.id, invitaciones.invitado_id))
          .where(and(eq(invitaciones.equipo_id, id), eq(invitaciones.estado, 'aceptada')))
          .orderBy(asc(users.username))
      ).map((m) => m.username),
    }),
    visibilidad: sql<Visibilidad>`array['equipo:' || ${equipos.id}]`,
  },
});

/** Renames or redescribes a team: false when there is none. */
export const updateEquipo = (db: Executor, id: number, changes: { nombre?: string; descripcion?: string }): Promise<boolean> =>
  updateRow(db, equipos, equipos.id, id, changes, { taken: false });

/** What goes with a team: its invitations by state (the accepted ones are its members). */
export async function equipoArrastra(db: Executor, id: number): Promise<string[]> {
  const rows = await db.select({ estado: invitaciones.estado, n: count() }).from(invitaciones).where(eq(invitaciones.equipo_id, id)).groupBy(invitaciones.estado);
  const n = (estado: string) => Number(rows.find((r) => r.estado === estado)?.n ?? 0);
  return [
    [n('aceptada'), 'miembro', 'miembros'],
    [n('pendiente'), 'invitación pendiente', 'invitaciones pendientes'],
    [n('rechazada'), 'invitación rechazada', 'invitaciones rechazadas'],
  ]
    .filter(([k]) => (k as number) > 0)
    .map(([k, uno, varios]) => cuantos(k as number, uno as string, varios as string));
}

/** Removes a team with its invitations and notifications (their foreign keys cascade); false when there is none. */
export const deleteEquipo = (db: Executor, id: number): Promise<boolean> => deleteRow(db, equipos, equipos.id, id);

/**
 * The invitee's username, or '' for one invited by id by someone who may not see users, until they
 * accept (areas/terra/repositories/equipos.ts): the list must not be the way to read who an id is.
 */
const oculto = sql`(invitaciones.invitado_oculto and invitaciones.estado <> 'aceptada')`;

/** An invitation, named by its team and its invitee: '<invitado> → <equipo>'. */
export const INVITACION_HISTORIAL: HistorialObjeto = {
  tipo: 'terra.invitacion',
  async read(db, id) {
    const [row] = await db
      .select({
        equipo: equipos.nombre,
        invitado: users.username,
        estado: invitaciones.estado,
        mensaje: invitaciones.mensaje,
        equipo_id: invitaciones.equipo_id,
        invitado_id: invitaciones.invitado_id,
      })
      .from(invitaciones)
      .innerJoin(equipos, eq(equipos.id, invitaciones.equipo_id))
      .innerJoin(users, eq(users.id, invitaciones.invitado_id))
      .where(eq(invitaciones.id, id));
    if (!row) return undefined;
    const { equipo_id, invitado_id, ...campos } = row;
    return { repr: `${row.invitado} → ${row.equipo}`, campos, visibilidad: [equipoScope(equipo_id), usuarioScope(invitado_id)] };
  },
};

/** Every team's invitations, declared once; their history object is the teams' own (above). */
export const INVITACIONES = {
  ...tableResource<Invitacion, Invitacion, 'terra'>(INVITACION_RESOURCE, {
    table: invitaciones,
    key: invitaciones.id,
    columns: {
      id: invitaciones.id,
      equipo: invitaciones.equipo_id,
      equipo_nombre: sql<string>`(select e.nombre from equipos e where e.id = invitaciones.equipo_id)`,
      equipo_coordinador: sql<string>`(select u.username from equipos e join users u on u.id = e.coordinador_id where e.id = invitaciones.equipo_id)`,
      invitado: invitaciones.invitado_id,
      invitado_username: sql<string>`case when ${oculto} then '' else (select u.username from users u where u.id = invitaciones.invitado_id) end`,
      estado: invitaciones.estado,
      mensaje: invitaciones.mensaje,
    },
    schema: InvitacionSchema,
    search: [
      (pattern: SQL) => sql`invitaciones.equipo_id in (select e.id from equipos e where lower(immutable_unaccent(e.nombre)) like ${pattern})`,
      // A hidden name is not searched either: a match would say whose it is.
      (pattern: SQL) =>
        sql`(not ${oculto} and invitaciones.invitado_id in (select u.id from users u where lower(immutable_unaccent(u.username)) like ${pattern}))`,
    ],
    filters: {
      estado: { schema: EstadoInvitacionSchema, where: (estado: string) => eq(invitaciones.estado, estado) },
      equipo: { schema: IdSchema, where: (equipo: number) => eq(invitaciones.equipo_id, equipo) },
    },
  }),
  historial: INVITACION_HISTORIAL,
};

/** What goes with an invitation: for an accepted one, its invitee's place in the team. */
export async function invitacionArrastra(db: Executor, id: number): Promise<string[]> {
  const [row] = await db.select({ estado: invitaciones.estado }).from(invitaciones).where(eq(invitaciones.id, id));
  return row?.estado === 'aceptada' ? [cuantos(1, 'miembro del equipo', 'miembros del equipo')] : [];
}

/**
 * Removes an invitation (an accepted one: its invitee leaves the team), and, when it was pending,
 * the invitee's unseen notice of it, which would invite to nothing. False when there is none.
 */
export async function deleteInvitacion(tx: Executor, id: number): Promise<boolean> {
  const [gone] = await tx
    .delete(invitaciones)
    .where(eq(invitaciones.id, id))
    .returning({ equipo_id: invitaciones.equipo_id, invitado_id: invitaciones.invitado_id, estado: invitaciones.estado });
  if (!gone) return false;
  if (gone.estado === 'pendiente') {
    await tx
      .delete(notificaciones)
      .where(
        and(
          eq(notificaciones.usuario_id, gone.invitado_id),
          eq(notificaciones.equipo_id, gone.equipo_id),
          eq(notificaciones.tipo, 'invitacion'),
          eq(notificaciones.visto, false),
        ),
      );
  }
  return true;
}
