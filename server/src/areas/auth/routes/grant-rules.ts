import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { groups, permissions, userGroups } from '../../../db/schema/index.js';
import { forbidden } from '../../../lib/http-errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { subprojectsOpenedBeyond } from '../../../repositories/sprint-access.js';

// Beyond Django: holding auth.change_user or auth.change_group must not be a way up. Nobody but a
// superuser grants a group they do not belong to or a permission they do not hold (so nobody
// adds themselves, or an accomplice, to `administradores`). Taking away is not granting.

export const GRANT_MESSAGES = {
  group: (names: readonly string[]) =>
    `No puedes asignar ${names.length === 1 ? 'el grupo' : 'los grupos'} ${names.map((n) => `«${n}»`).join(', ')}: no perteneces a ${names.length === 1 ? 'él' : 'ellos'}. Solo un superusuario puede conceder grupos o permisos que no tiene.`,
  subproject: (name: string, subs: readonly string[]) =>
    `No puedes llamar «${name}» al grupo: daría a sus miembros el sprint de expectativas ${subs.length === 1 ? 'del subproyecto' : 'de los subproyectos'} ${subs.map((s) => `«${s}»`).join(', ')}, y no perteneces a un grupo de ${subs.length === 1 ? 'él' : 'ellos'}. Solo un superusuario puede conceder grupos o permisos que no tiene.`,
  permission: (keys: readonly string[]) =>
    `No puedes asignar ${keys.length === 1 ? 'el permiso' : 'los permisos'} ${keys.join(', ')}: no ${keys.length === 1 ? 'lo' : 'los'} tienes. Solo un superusuario puede conceder grupos o permisos que no tiene.`,
} as const;

/** 403 unless the actor may grant every one of these groups (a superuser may grant any). */
export async function assertMayGrantGroups(db: Executor, actor: AuthUser, groupIds: readonly number[]): Promise<void> {
  if (actor.is_superuser || groupIds.length === 0) return;
  const own = new Set((await db.select({ id: userGroups.group_id }).from(userGroups).where(eq(userGroups.user_id, actor.id))).map((r) => r.id));
  const foreign = [...new Set(groupIds)].filter((id) => !own.has(id));
  if (foreign.length === 0) return;
  const names = await db.select({ name: groups.name }).from(groups).where(inArray(groups.id, foreign)).orderBy(groups.name);
  throw forbidden(GRANT_MESSAGES.group(names.map((g) => g.name)));
}

/** 403 unless the actor holds every one of these permissions (a superuser holds them all). */
export async function assertMayGrantPermissions(db: Executor, actor: AuthUser, permissionIds: readonly number[]): Promise<void> {
  if (actor.is_superuser || permissionIds.length === 0) return;
  const wanted = await db
    .select({ codename: permissions.codename })
    .from(permissions)
    .where(inArray(permissions.id, [...new Set(permissionIds)]))
    .orderBy(permissions.codename);
  const missing = wanted.map((p) => p.codename).filter((key) => !actor.permissions.has(key));
  if (missing.length) throw forbidden(GRANT_MESSAGES.permission(missing));
}

/**
 * 403 unless renaming a group from `from` to `to` gives its members only sub-project access the
 * actor has (a group named '{sub}_…' opens that sub-project's expectativas sprint: granting it is
 * granting that access, sprint-access.ts).
 */
export async function assertMayRenameGroup(db: Executor, actor: AuthUser, from: string, to: string): Promise<void> {
  const subs = await subprojectsOpenedBeyond(db, actor, from, to);
  if (subs.length) throw forbidden(GRANT_MESSAGES.subproject(to, subs));
}
