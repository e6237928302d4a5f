import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { PERMISSION_CATALOGUE } from '../db/permission-catalogue.js';
import { groupPermissions, groups, permissions, userGroups, userPermissions } from '../db/schema/index.js';
import { getMeta, setMeta } from './meta.js';

export const ADMIN_GROUP = 'administradores';

/**
 * The bootstrap's administradores group is known by its id, kept under this app_meta key, never
 * by its name: groups are renamed by whoever holds auth.change_group, and a group renamed to
 * 'administradores' must not receive the permissions later added to the catalogue.
 */
export const ADMIN_GROUP_KEY = 'grupo_administradores_id';

/**
 * The administradores group's id, or null when it has none (not created yet, or deleted). A
 * database from before the key adopts the group that bears the name now, once.
 */
export async function adminGroupId(db: Executor): Promise<number | null> {
  const kept = await getMeta(db, ADMIN_GROUP_KEY);
  if (kept !== undefined) {
    const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, Number(kept)));
    return row?.id ?? null;
  }
  const [named] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, ADMIN_GROUP));
  if (!named) return null;
  await setMeta(db, ADMIN_GROUP_KEY, String(named.id));
  return named.id;
}

/**
 * Inserts the catalogue's missing permissions (never deletes any) and gives the new ones to the
 * administradores group (adminGroupId) when it exists. Idempotent; returns how many were added.
 */
export async function syncPermissionCatalogue(db: Executor): Promise<number> {
  const inserted = await db
    .insert(permissions)
    .values(
      PERMISSION_CATALOGUE.map((p) => ({
        codename: p.key,
        name: p.name,
        app_label: p.app_label,
        model: p.model,
      })),
    )
    .onConflictDoNothing({ target: permissions.codename })
    .returning({ id: permissions.id });
  if (inserted.length > 0) {
    const admins = await adminGroupId(db);
    if (admins !== null) {
      await db
        .insert(groupPermissions)
        .values(inserted.map((p) => ({ group_id: admins, permission_id: p.id })))
        .onConflictDoNothing();
    }
  }
  return inserted.length;
}

export async function allPermissionKeys(db: Executor): Promise<string[]> {
  const rows = await db.select({ codename: permissions.codename }).from(permissions).orderBy(asc(permissions.id));
  return rows.map((r) => r.codename);
}

/** Keys granted to a user through their groups and directly (not the superuser shortcut). */
export async function grantedPermissionKeys(db: Executor, userId: number): Promise<string[]> {
  const viaGroups = db
    .select({ id: groupPermissions.permission_id })
    .from(groupPermissions)
    .innerJoin(userGroups, eq(userGroups.group_id, groupPermissions.group_id))
    .where(eq(userGroups.user_id, userId));
  const direct = db
    .select({ id: userPermissions.permission_id })
    .from(userPermissions)
    .where(eq(userPermissions.user_id, userId));
  const rows = await db
    .select({ codename: permissions.codename })
    .from(permissions)
    .where(or(inArray(permissions.id, viaGroups), inArray(permissions.id, direct)))
    .orderBy(asc(permissions.id));
  return rows.map((r) => r.codename);
}

export async function permissionIdsByKeys(db: Executor, keys: readonly string[]): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.codename, [...keys]));
  if (rows.length !== new Set(keys).size) throw new Error(`Unknown permission key among: ${keys.join(', ')}`);
  return rows.map((r) => r.id);
}

export async function grantUserPermissions(db: Executor, userId: number, keys: readonly string[]): Promise<void> {
  const ids = await permissionIdsByKeys(db, keys);
  if (ids.length === 0) return;
  await db
    .insert(userPermissions)
    .values(ids.map((id) => ({ user_id: userId, permission_id: id })))
    .onConflictDoNothing();
}

export async function grantGroupPermissions(db: Executor, groupId: number, keys: readonly string[] | 'all'): Promise<void> {
  const ids =
    keys === 'all'
      ? (await db.select({ id: permissions.id }).from(permissions)).map((r) => r.id)
      : await permissionIdsByKeys(db, keys);
  if (ids.length === 0) return;
  await db
    .insert(groupPermissions)
    .values(ids.map((id) => ({ group_id: groupId, permission_id: id })))
    .onConflictDoNothing();
}
