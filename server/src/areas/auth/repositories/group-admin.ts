import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AssignablePermission, Group, GroupSummary, Permission } from '@gestion/contract/auth';
import { announceAuthChange } from '../../../auth/auth-changes.js';
import { ieq, isTaken } from '../../../db/case-insensitive.js';
import type { Executor } from '../../../db/client.js';
import { missingIds } from '../../../db/missing-ids.js';
import { groupPermissions, groups, permissions, userGroups, users } from '../../../db/schema/index.js';
import { GroupSchema } from '@gestion/contract/auth';
import { GROUP_RESOURCE } from '@gestion/contract/resources/auth';
import { tableResource } from '../../../resource/table-resource.js';
import { unlessTaken } from '../../../repositories/pg-errors.js';

// Groups and their permissions, for the Authentication area's screens (both call families).

export const GROUP_MESSAGES = {
  nameTaken: 'Ya existe un grupo con este nombre.',
} as const;

const PERMISSION_COLUMNS = { id: permissions.id, codename: permissions.codename, name: permissions.name };

export async function findGroup(db: Executor, id: number): Promise<GroupSummary | undefined> {
  const [row] = await db.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.id, id)).limit(1);
  return row;
}

async function withPermissions(db: Executor, rows: GroupSummary[]): Promise<Group[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ group_id: groupPermissions.group_id, ...PERMISSION_COLUMNS })
    .from(groupPermissions)
    .innerJoin(permissions, eq(permissions.id, groupPermissions.permission_id))
    .where(inArray(groupPermissions.group_id, rows.map((g) => g.id)))
    .orderBy(asc(permissions.codename));
  const by = new Map<number, Permission[]>();
  for (const { group_id, ...p } of links) {
    const list = by.get(group_id) ?? [];
    list.push(p);
    by.set(group_id, list);
  }
  return rows.map((g) => ({ id: g.id, name: g.name, permissions: by.get(g.id) ?? [] }));
}

/** The groups, declared once (the contract's declaration bound to the table). */
export const GROUPS = tableResource<GroupSummary, Group, 'auth'>(GROUP_RESOURCE, {
  table: groups,
  key: groups.id,
  columns: { id: groups.id, name: groups.name },
  schema: GroupSchema,
  ordering: { name: sql`lower(${groups.name})` },
  search: [groups.search_text],
  toItems: withPermissions,
});

export async function groupWithPermissions(db: Executor, id: number): Promise<Group | undefined> {
  const group = await findGroup(db, id);
  if (!group) return undefined;
  const [full] = await withPermissions(db, [group]);
  return full;
}

export async function allGroupSummaries(db: Executor): Promise<GroupSummary[]> {
  return db.select({ id: groups.id, name: groups.name }).from(groups).orderBy(sql`lower(${groups.name})`, asc(groups.id));
}

/** Group names are unique case-insensitively for people ('Admins' and 'admins' would confuse). */
function nameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  return isTaken(db, groups, ieq(groups.name, name), exceptId);
}

export type GroupWrite = { ok: true; group: Group } | { ok: false; message: string };

export async function createGroup(db: Executor, name: string): Promise<GroupWrite> {
  if (await nameTaken(db, name)) return { ok: false, message: GROUP_MESSAGES.nameTaken };
  return unlessTaken(async (): Promise<GroupWrite> => {
    const [row] = await db.insert(groups).values({ name }).returning();
    return { ok: true, group: { id: row!.id, name: row!.name, permissions: [] } };
  }, undefined, { ok: false, message: GROUP_MESSAGES.nameTaken });
}

export async function renameGroup(db: Executor, id: number, name: string): Promise<GroupWrite | null> {
  if (!(await findGroup(db, id))) return null;
  if (await nameTaken(db, name, id)) return { ok: false, message: GROUP_MESSAGES.nameTaken };
  return unlessTaken(async (): Promise<GroupWrite> => {
    await db.update(groups).set({ name }).where(eq(groups.id, id));
    return { ok: true, group: (await groupWithPermissions(db, id))! };
  }, undefined, { ok: false, message: GROUP_MESSAGES.nameTaken });
}

/** Deletes the group; its members' groups changed, so their older tokens end. */
export async function deleteGroup(db: Executor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const members = tx.select({ id: userGroups.user_id }).from(userGroups).where(eq(userGroups.group_id, id));
    await tx
      .update(users)
      .set({ token_version: sql`${users.token_version} + 1` })
      .where(inArray(users.id, members));
    const deleted = await tx.delete(groups).where(eq(groups.id, id)).returning({ id: groups.id });
    if (deleted.length > 0) await announceAuthChange(tx, `group:${id}`);
    return deleted.length > 0;
  });
}

export async function allPermissions(db: Executor): Promise<Permission[]> {
  return db.select(PERMISSION_COLUMNS).from(permissions).orderBy(asc(permissions.codename));
}

export async function unknownPermissionIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  return missingIds(db, permissions, ids);
}

export async function permissionsOfGroup(db: Executor, groupId: number): Promise<Permission[]> {
  return db
    .select(PERMISSION_COLUMNS)
    .from(groupPermissions)
    .innerJoin(permissions, eq(permissions.id, groupPermissions.permission_id))
    .where(eq(groupPermissions.group_id, groupId))
    .orderBy(asc(permissions.codename));
}

/** The catalogue with `asignado` for one group (false everywhere when groupId is null). */
export async function assignablePermissions(db: Executor, groupId: number | null): Promise<AssignablePermission[]> {
  const all = await allPermissions(db);
  const mine = groupId === null ? new Set<number>() : new Set((await permissionsOfGroup(db, groupId)).map((p) => p.id));
  return all.map((p) => ({ ...p, asignado: mine.has(p.id) }));
}

export async function replaceGroupPermissions(db: Executor, groupId: number, permissionIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(permissionIds)];
  await db.transaction(async (tx) => {
    await tx.delete(groupPermissions).where(eq(groupPermissions.group_id, groupId));
    if (wanted.length) await tx.insert(groupPermissions).values(wanted.map((permission_id) => ({ group_id: groupId, permission_id })));
    await announceAuthChange(tx, `group:${groupId}`);
  });
}

/** Adds or removes one permission (idempotent); returns the group's permission ids after it. */
export async function toggleGroupPermission(db: Executor, groupId: number, permissionId: number, assigned: boolean): Promise<number[]> {
  if (assigned) {
    await db.insert(groupPermissions).values({ group_id: groupId, permission_id: permissionId }).onConflictDoNothing();
  } else {
    await db
      .delete(groupPermissions)
      .where(and(eq(groupPermissions.group_id, groupId), eq(groupPermissions.permission_id, permissionId)));
  }
  await announceAuthChange(db, `group:${groupId}`);
  const rows = await db.select({ id: groupPermissions.permission_id }).from(groupPermissions).where(eq(groupPermissions.group_id, groupId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function findPermission(db: Executor, id: number): Promise<Permission | undefined> {
  const [row] = await db.select(PERMISSION_COLUMNS).from(permissions).where(eq(permissions.id, id)).limit(1);
  return row;
}
