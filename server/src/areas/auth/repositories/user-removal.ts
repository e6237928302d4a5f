import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import { cuantos } from '../../../lib/cuantos.js';
import { deleteRow } from '../../../repositories/row-writes.js';

// What removing a user takes with it, and what stops it. Every table that names a user cascades
// (db/schema), so the database would take anything: the rule of what may go is here. What is
// theirs alone goes with them (sessions, memberships, profile, preferences, notifications, their
// answers to invitations, a team nobody else was invited to, an import never confirmed); what
// others' records depend on stops it (a team with other people in it, an import of prices that
// can still be undone). The history keeps naming them: it has no foreign keys and keeps the username.

export const USER_REMOVAL_MESSAGES = {
  self: 'es tu propio usuario: nadie se elimina a sí mismo.',
  superuserOnly: 'Solo un superusuario puede eliminar a un superusuario.',
} as const;

interface Uses {
  equipos_con_otros: number;
  invitados_a_sus_equipos: number;
  importaciones_en_pie: number;
  equipos_solos: number;
  sesiones: number;
  grupos: number;
  permisos: number;
  perfil: number;
  panel: number;
  notificaciones: number;
  invitaciones: number;
  importaciones_sin_confirmar: number;
  segundo_factor: number;
}

/** Every count of either list, in one statement (user ids are bound; no table is read twice). */
async function uses(db: Executor, id: number): Promise<Uses> {
  const [row] = rowsOf<Record<keyof Uses, string | number>>(
    await db.execute(sql`
      with suyos as (
        select e.id, (select count(*) from invitaciones i where i.equipo_id = e.id and i.invitado_id <> ${id}) as otros
        from equipos e where e.coordinador_id = ${id}
      )
      select
        (select count(*) from suyos where otros > 0) as equipos_con_otros,
        (select coalesce(sum(otros), 0) from suyos) as invitados_a_sus_equipos,
        (select count(*) from importaciones where usuario_id = ${id} and confirmada_at is not null and deshecha_at is null) as importaciones_en_pie,
        (select count(*) from suyos where otros = 0) as equipos_solos,
        (select count(*) from user_sessions where user_id = ${id} and ended_at is null and expires_at > now()) as sesiones,
        (select count(*) from user_groups where user_id = ${id}) as grupos,
        (select count(*) from user_permissions where user_id = ${id}) as permisos,
        (select count(*) from usuarios_extra where usuario_id = ${id}) as perfil,
        (select count(*) from dashboard_configs where usuario_id = ${id}) as panel,
        (select count(*) from notificaciones where usuario_id = ${id} or invitado_id = ${id}) as notificaciones,
        (select count(*) from invitaciones where invitado_id = ${id}) as invitaciones,
        (select count(*) from importaciones where usuario_id = ${id} and confirmada_at is null) as importaciones_sin_confirmar,
        (select count(*) from user_totp where user_id = ${id}) as segundo_factor
    `),
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as unknown as Uses;
}

/**
 * Why `actor` may not remove user `id`, or null: themselves, or what others' records depend on.
 * (A superuser removed by a non-superuser is refused before, with 403, as every change of one is.)
 */
export async function userImpide(db: Executor, id: number, actorId: number): Promise<string | null> {
  if (id === actorId) return USER_REMOVAL_MESSAGES.self;
  const u = await uses(db, id);
  const reasons: string[] = [];
  if (u.equipos_con_otros > 0) {
    reasons.push(
      `coordina ${cuantos(u.equipos_con_otros, 'equipo', 'equipos')} con otras personas (${cuantos(u.invitados_a_sus_equipos, 'invitación', 'invitaciones')})`,
    );
  }
  if (u.importaciones_en_pie > 0) {
    reasons.push(`registró ${cuantos(u.importaciones_en_pie, 'importación de precios que aún se puede deshacer', 'importaciones de precios que aún se pueden deshacer')}`);
  }
  return reasons.length ? `${reasons.join('; ')}.` : null;
}

/** What goes with user `id`, counted; nothing when they go alone. */
export async function userArrastra(db: Executor, id: number): Promise<string[]> {
  const u = await uses(db, id);
  const items: [number, string][] = [
    [u.sesiones, cuantos(u.sesiones, 'sesión abierta', 'sesiones abiertas')],
    [u.grupos, cuantos(u.grupos, 'pertenencia a un grupo', 'pertenencias a grupos')],
    [u.permisos, cuantos(u.permisos, 'permiso propio', 'permisos propios')],
    [u.perfil, 'su perfil'],
    [u.panel, 'su configuración del panel'],
    [u.notificaciones, cuantos(u.notificaciones, 'notificación', 'notificaciones')],
    [u.invitaciones, cuantos(u.invitaciones, 'invitación a un equipo', 'invitaciones a equipos')],
    [u.equipos_solos, cuantos(u.equipos_solos, 'equipo sin otros miembros', 'equipos sin otros miembros')],
    [u.importaciones_sin_confirmar, cuantos(u.importaciones_sin_confirmar, 'importación sin confirmar', 'importaciones sin confirmar')],
    [u.segundo_factor, 'su verificación en dos pasos'],
  ];
  return items.filter(([n]) => n > 0).map(([, text]) => text);
}

/** Removes user `id` and everything that names them (their foreign keys cascade); false when there is none. */
export async function deleteUser(tx: Executor, id: number): Promise<boolean> {
  return deleteRow(tx, users, users.id, id);
}
