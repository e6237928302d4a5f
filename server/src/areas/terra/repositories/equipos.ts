import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Equipo, EstadoInvitacion, Invitacion, Notificacion, UsuarioRef } from '@gestion/contract/terra';
import type { Executor } from '../../../db/client.js';
import { equipos, invitaciones, notificaciones, users } from '../../../db/schema/index.js';
import { normalizeUsername, sameUsername } from '../../../db/case-insensitive.js';
import { isUniqueViolation } from '../../../repositories/pg-errors.js';

// Teams, invitations and notifications (docs/domain.md, «Equipos e invitaciones»). Members are the
// accepted invitations.

export const EQUIPO_MESSAGES = {
  usernameVacio: 'Debes ingresar un username',
  usuarioNoExiste: 'El usuario no existe',
  tiMismo: 'No puedes invitarte a ti mismo',
  yaMiembro: 'El usuario ya es miembro del equipo',
  yaPendiente: 'El usuario ya tiene una invitación pendiente',
  soloCoordinador: 'Solo el coordinador del equipo puede invitar.',
  soloInvitado: 'Solo el usuario invitado puede responder esta invitación.',
  yaRespondida: 'Esta invitación ya fue respondida.',
  sinAcceso: 'No tienes acceso a este equipo.',
} as const;

/** Who answered, in the coordinator's notification, when the invitee's username is not theirs to read. */
export const INVITADO_SIN_NOMBRE = 'La persona invitada';

const coordinadores = alias(users, 'coordinadores');

/**
 * The invitee's username as `viewer` may read it: '' for an invitation made by id by someone who
 * may not see users (invitado_oculto) until it is accepted, except to the invitee. Otherwise
 * inviting id after id and reading the team's invitations would map ids to usernames.
 */
const invitadoUsername = (viewer: number) =>
  sql<string>`case when ${invitaciones.invitado_oculto} and ${invitaciones.estado} <> 'aceptada' and ${invitaciones.invitado_id} <> ${viewer}
    then '' else ${users.username} end`;

const invitacionColumns = (viewer: number) => ({
  id: invitaciones.id,
  equipo: invitaciones.equipo_id,
  equipo_nombre: equipos.nombre,
  equipo_coordinador: coordinadores.username,
  invitado: invitaciones.invitado_id,
  invitado_username: invitadoUsername(viewer),
  estado: sql<EstadoInvitacion>`${invitaciones.estado}`,
  mensaje: invitaciones.mensaje,
});

function selectInvitaciones(db: Executor, viewer: number, where: SQL) {
  return db
    .select(invitacionColumns(viewer))
    .from(invitaciones)
    .innerJoin(equipos, eq(equipos.id, invitaciones.equipo_id))
    .innerJoin(coordinadores, eq(coordinadores.id, equipos.coordinador_id))
    .innerJoin(users, eq(users.id, invitaciones.invitado_id))
    .where(where);
}

export interface EquipoRow {
  id: number;
  nombre: string;
  descripcion: string;
  coordinador_id: number;
}

export async function findEquipo(db: Executor, id: number): Promise<EquipoRow | null> {
  const [row] = await db
    .select({ id: equipos.id, nombre: equipos.nombre, descripcion: equipos.descripcion, coordinador_id: equipos.coordinador_id })
    .from(equipos)
    .where(eq(equipos.id, id));
  return row ?? null;
}

/** Teams with their coordinator, members and invitations (as `viewer` reads them), in the order of `where` by id. */
async function equiposCompletos(db: Executor, viewer: number, where: SQL): Promise<Equipo[]> {
  const rows = await db
    .select({
      id: equipos.id,
      nombre: equipos.nombre,
      descripcion: equipos.descripcion,
      coordinador: { id: coordinadores.id, username: coordinadores.username },
    })
    .from(equipos)
    .innerJoin(coordinadores, eq(coordinadores.id, equipos.coordinador_id))
    .where(where)
    .orderBy(asc(equipos.id));
  if (rows.length === 0) return [];
  const todas = await selectInvitaciones(db, viewer, inArray(invitaciones.equipo_id, rows.map((r) => r.id))).orderBy(asc(invitaciones.id));
  return rows.map((e) => {
    const propias = todas.filter((i) => i.equipo === e.id);
    const miembros: UsuarioRef[] = propias.filter((i) => i.estado === 'aceptada').map((i) => ({ id: i.invitado, username: i.invitado_username }));
    return { ...e, miembros, invitaciones: propias };
  });
}

export async function createEquipo(db: Executor, input: { nombre: string; descripcion: string; coordinador_id: number }): Promise<Equipo> {
  const [row] = await db.insert(equipos).values(input).returning({ id: equipos.id });
  const [equipo] = await equiposCompletos(db, input.coordinador_id, eq(equipos.id, row!.id));
  return equipo!;
}

export const equiposPropios = (db: Executor, userId: number) => equiposCompletos(db, userId, eq(equipos.coordinador_id, userId));

/** Teams the user was invited to and has not refused (pending or accepted). */
export const equiposInvitado = (db: Executor, userId: number) =>
  equiposCompletos(
    db,
    userId,
    inArray(
      equipos.id,
      db
        .select({ id: invitaciones.equipo_id })
        .from(invitaciones)
        .where(and(eq(invitaciones.invitado_id, userId), inArray(invitaciones.estado, ['pendiente', 'aceptada']))),
    ),
  );

/** The coordinator, and whoever was invited (pending or accepted), may read a team. */
export async function puedeVerEquipo(db: Executor, equipo: EquipoRow, userId: number): Promise<boolean> {
  if (equipo.coordinador_id === userId) return true;
  const [row] = await db
    .select({ id: invitaciones.id })
    .from(invitaciones)
    .where(and(eq(invitaciones.equipo_id, equipo.id), eq(invitaciones.invitado_id, userId), inArray(invitaciones.estado, ['pendiente', 'aceptada'])))
    .limit(1);
  return row !== undefined;
}

export async function miembrosEquipo(db: Executor, equipoId: number): Promise<UsuarioRef[]> {
  return db
    .select({ id: users.id, username: users.username })
    .from(invitaciones)
    .innerJoin(users, eq(users.id, invitaciones.invitado_id))
    .where(and(eq(invitaciones.equipo_id, equipoId), eq(invitaciones.estado, 'aceptada')))
    .orderBy(asc(users.username));
}

export const invitacionesEquipo = (db: Executor, viewer: number, equipoId: number): Promise<Invitacion[]> =>
  selectInvitaciones(db, viewer, eq(invitaciones.equipo_id, equipoId)).orderBy(asc(invitaciones.id));

export const invitacionesDe = (db: Executor, userId: number): Promise<Invitacion[]> =>
  selectInvitaciones(db, userId, eq(invitaciones.invitado_id, userId)).orderBy(desc(invitaciones.id));

export type Invitable = UsuarioRef & { is_active: boolean; is_superuser: boolean };

export async function findUsuario(db: Executor, by: { id: number } | { username: string }): Promise<Invitable | null> {
  const where = 'id' in by ? eq(users.id, by.id) : sameUsername(users.username, normalizeUsername(by.username));
  const [row] = await db
    .select({ id: users.id, username: users.username, is_active: users.is_active, is_superuser: users.is_superuser })
    .from(users)
    .where(where);
  return row ?? null;
}

export type Invitar = { ok: true; invitacion: Invitacion } | { ok: false; detail: string };

/**
 * Invites `invitado` to the team (the caller is its coordinator) and notifies them. `oculto`: the
 * coordinator chose them by id without being allowed to see users (see invitadoUsername).
 */
export async function invitar(db: Executor, equipo: EquipoRow, coordinador: string, invitado: UsuarioRef, oculto = false): Promise<Invitar> {
  try {
    return await db.transaction(async (tx): Promise<Invitar> => {
      const previas = await tx
        .select({ estado: invitaciones.estado })
        .from(invitaciones)
        .where(and(eq(invitaciones.equipo_id, equipo.id), eq(invitaciones.invitado_id, invitado.id), or(eq(invitaciones.estado, 'pendiente'), eq(invitaciones.estado, 'aceptada'))));
      if (previas.some((p) => p.estado === 'aceptada')) return { ok: false, detail: EQUIPO_MESSAGES.yaMiembro };
      if (previas.length > 0) return { ok: false, detail: EQUIPO_MESSAGES.yaPendiente };
      const [row] = await tx.insert(invitaciones).values({ equipo_id: equipo.id, invitado_id: invitado.id, invitado_oculto: oculto }).returning({ id: invitaciones.id });
      await tx.insert(notificaciones).values({
        usuario_id: invitado.id,
        tipo: 'invitacion',
        mensaje: `${coordinador} te invitó al equipo "${equipo.nombre}".`,
        estado: 'pendiente',
        equipo_id: equipo.id,
        invitado_id: invitado.id,
      });
      const [invitacion] = await selectInvitaciones(tx, equipo.coordinador_id, eq(invitaciones.id, row!.id));
      return { ok: true, invitacion: invitacion! };
    });
  } catch (err) {
    // A concurrent twin of this invitation won the partial unique index.
    if (isUniqueViolation(err, 'invitaciones_pendiente_uq')) return { ok: false, detail: EQUIPO_MESSAGES.yaPendiente };
    throw err;
  }
}

export async function findInvitacion(db: Executor, viewer: number, id: number): Promise<Invitacion | null> {
  const [row] = await selectInvitaciones(db, viewer, eq(invitaciones.id, id));
  return row ?? null;
}

export type Responder = { ok: true; invitacion: Invitacion } | { ok: false; detail: string };

/** The invitee's answer; tells the coordinator (`respuesta_invitacion`). */
export async function responder(db: Executor, id: number, estado: 'aceptada' | 'rechazada', mensaje: string): Promise<Responder> {
  return db.transaction(async (tx): Promise<Responder> => {
    const [updated] = await tx
      .update(invitaciones)
      .set({ estado, mensaje })
      .where(and(eq(invitaciones.id, id), eq(invitaciones.estado, 'pendiente')))
      .returning({ id: invitaciones.id });
    if (!updated) return { ok: false, detail: EQUIPO_MESSAGES.yaRespondida };
    const equipo = (await findEquipo(tx, (await tx.select({ e: invitaciones.equipo_id }).from(invitaciones).where(eq(invitaciones.id, id)))[0]!.e))!;
    // The coordinator's view of the invitee: a hidden one who refuses stays unnamed.
    const vista = (await selectInvitaciones(tx, equipo.coordinador_id, eq(invitaciones.id, id)))[0]!;
    const invitacion = (await selectInvitaciones(tx, vista.invitado, eq(invitaciones.id, id)))[0]!;
    const verbo = estado === 'aceptada' ? 'aceptó' : 'rechazó';
    await tx.insert(notificaciones).values({
      usuario_id: equipo.coordinador_id,
      tipo: 'respuesta_invitacion',
      mensaje: `${vista.invitado_username || INVITADO_SIN_NOMBRE} ${verbo} la invitación al equipo "${equipo.nombre}".${mensaje ? ` Mensaje: ${mensaje}` : ''}`,
      estado,
      equipo_id: equipo.id,
      invitado_id: invitacion.invitado,
    });
    return { ok: true, invitacion };
  });
}

/** The user's unseen notifications, oldest first, now marked seen (the dashboard reads them). */
export async function notificacionesPendientes(db: Executor, userId: number): Promise<Notificacion[]> {
  return db.transaction(async (tx) => {
    const invitados = alias(users, 'invitados');
    const rows = await tx
      .select({
        id: notificaciones.id,
        tipo: sql<Notificacion['tipo']>`${notificaciones.tipo}`,
        mensaje: notificaciones.mensaje,
        estado: sql<EstadoInvitacion>`${notificaciones.estado}`,
        equipo: notificaciones.equipo_id,
        equipo_nombre: equipos.nombre,
        // As the invitation shows it to this user (see invitadoUsername).
        invitado: sql<string>`case when ${notificaciones.usuario_id} <> ${notificaciones.invitado_id}
          and exists (select 1 from ${invitaciones} where ${invitaciones.equipo_id} = ${notificaciones.equipo_id}
            and ${invitaciones.invitado_id} = ${notificaciones.invitado_id} and ${invitaciones.invitado_oculto})
          and not exists (select 1 from ${invitaciones} where ${invitaciones.equipo_id} = ${notificaciones.equipo_id}
            and ${invitaciones.invitado_id} = ${notificaciones.invitado_id} and ${invitaciones.estado} = 'aceptada')
          then '' else ${invitados.username} end`,
      })
      .from(notificaciones)
      .innerJoin(equipos, eq(equipos.id, notificaciones.equipo_id))
      .innerJoin(invitados, eq(invitados.id, notificaciones.invitado_id))
      .where(and(eq(notificaciones.usuario_id, userId), eq(notificaciones.visto, false)))
      .orderBy(asc(notificaciones.id))
      .for('update', { of: notificaciones });
    if (rows.length > 0) await tx.update(notificaciones).set({ visto: true }).where(inArray(notificaciones.id, rows.map((r) => r.id)));
    return rows;
  });
}
