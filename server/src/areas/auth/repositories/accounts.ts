import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { UserListItem } from '@gestion/contract/auth';
import { announceAuthChange } from '../../../auth/auth-changes.js';
import { ieq, isTaken, normalizeUsername, sameUsername } from '../../../db/case-insensitive.js';
import type { Executor } from '../../../db/client.js';
import { missingIds } from '../../../db/missing-ids.js';
import { activationTokens, groups, userGroups, users } from '../../../db/schema/index.js';
import { UserListItemSchema } from '@gestion/contract/auth';
import { USER_RESOURCE } from '@gestion/contract/resources/auth';
import { rowKey } from '../../../lib/pagination.js';
import { tableResource } from '../../../resource/table-resource.js';
import { markActivated } from './activation.js';
import { bumpTokenVersion } from '../../../repositories/users.js';
import type { UserRow } from '../../../repositories/users.js';

// The users of the Authentication area's screens: the paginated list, creation by an
// administrator, activation, group membership. Token versions are bumped here whenever a change
// must end the user's older tokens (deactivation, group change).

const LIST_COLUMNS = {
  id: users.id,
  username: users.username,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  is_active: users.is_active,
  is_superuser: users.is_superuser,
  date_joined: users.date_joined,
  last_login: users.last_login,
};
/** A row as LIST_COLUMNS selects it: the table's own column types. */
type ListColumns = Pick<typeof users.$inferSelect, keyof typeof LIST_COLUMNS>;

/** Ordering whitelist; `username`/`email` use lower() so that the unique/btree indexes serve them. */
const USER_ORDERING = {
  ...LIST_COLUMNS,
  username: rowKey(sql`lower(${users.username})`),
  email: rowKey(sql`lower(${users.email})`),
};

// Written out with explicit aliases: drizzle leaves columns unqualified in a one-table select,
// and these correlate with the outer `users` (the table, or the page aliased so).
/** Group names of the row's user, by name. */
const GROUP_NAMES = sql<string[]>`coalesce((select json_agg(g.name order by g.name) from user_groups ug join groups g on g.id = ug.group_id where ug.user_id = "users"."id"), '[]'::json)`;
/** Distinct permission keys of the row's user, through groups and directly; a superuser holds the catalogue. */
const PERMISSION_COUNT = sql<number>`(case when "users"."is_superuser" then (select count(*) from permissions) else (select count(distinct x.permission_id) from (select gp.permission_id from user_groups ug join group_permissions gp on gp.group_id = ug.group_id where ug.user_id = "users"."id" union all select up.permission_id from user_permissions up where up.user_id = "users"."id") x) end)::int`;

type DecoratedRow = ListColumns & { groups: string[]; permisosCount: number };
const DECORATED_COLUMNS = { ...LIST_COLUMNS, groups: GROUP_NAMES, permisosCount: PERMISSION_COUNT };

/**
 * A term in a user's searched text, as the walk of the username order reads it from that order's
 * index (users.search_short): the row itself is read only for the rare user whose text is too long
 * for the index. Qualified by hand: drizzle leaves a one-table select's columns unqualified, and
 * the subquery's `id` would be its own.
 */
const WALKED_SEARCH = (pattern: SQL) =>
  sql`(${users.search_short} like ${pattern} or (${users.search_short} is null and (select s.search_text from users s where s.id = "users"."id") like ${pattern}))`;

/**
 * A search expected to match more users than this answers the planner's estimate as `count`
 * (flagged `count_approximate`); up to it the matches are counted, once per version of the table.
 * Why this figure: docs/server.md, «Across every route» (honest counts).
 */
export const USERS_APPROXIMATE_COUNT_FROM = 50_000;

function toItem(r: DecoratedRow): UserListItem {
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    first_name: r.first_name,
    last_name: r.last_name,
    is_active: r.is_active,
    is_superuser: r.is_superuser,
    groups: r.groups ?? [],
    permisosCount: Number(r.permisosCount),
    date_joined: r.date_joined.toISOString(),
    last_login: r.last_login ? r.last_login.toISOString() : null,
  };
}

/**
 * The users, declared once (the contract's declaration bound to the table): one statement per
 * page, two for a search not seen in the last 30 s. A search expected to match more than 1,000
 * users is walked (lib/pagination.ts).
 */
export const USERS = tableResource<DecoratedRow, UserListItem, 'auth'>(USER_RESOURCE, {
  table: users,
  key: users.id,
  columns: DECORATED_COLUMNS,
  schema: UserListItemSchema,
  ordering: USER_ORDERING,
  search: [users.search_text],
  toItems: (_db, rows) => rows.map(toItem),
  list: { walkSearch: [WALKED_SEARCH], exactCountCap: 1_000, approximateCountFrom: USERS_APPROXIMATE_COUNT_FROM },
});

/** One user as the list shows it, or undefined. */
export function userListItem(db: Executor, id: number): Promise<UserListItem | undefined> {
  return USERS.find(db, id);
}

export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  return isTaken(db, users, sameUsername(users.username, normalizeUsername(username)));
}

export async function emailTaken(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  if (!email) return false;
  return isTaken(db, users, ieq(users.email, email), exceptUserId);
}

/** Ids among `ids` that name no group. */
export async function unknownGroupIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  return missingIds(db, groups, ids);
}

/** Replaces the user's groups; their older tokens end when the set changed. Returns whether it did. */
export async function replaceUserGroups(db: Executor, userId: number, groupIds: readonly number[]): Promise<boolean> {
  const wanted = [...new Set(groupIds)];
  return db.transaction(async (tx) => {
    const current = (await tx.select({ id: userGroups.group_id }).from(userGroups).where(eq(userGroups.user_id, userId))).map((r) => r.id);
    const same = current.length === wanted.length && current.every((id) => wanted.includes(id));
    if (same) return false;
    await tx.delete(userGroups).where(eq(userGroups.user_id, userId));
    if (wanted.length) await tx.insert(userGroups).values(wanted.map((group_id) => ({ user_id: userId, group_id })));
    await bumpTokenVersion(tx, userId);
    return true;
  });
}

/** Adds or removes one group (idempotent); bumps the token version only when something changed. */
export async function toggleUserGroup(db: Executor, userId: number, groupId: number, member: boolean): Promise<number[]> {
  return db.transaction(async (tx) => {
    let changed: boolean;
    if (member) {
      const inserted = await tx.insert(userGroups).values({ user_id: userId, group_id: groupId }).onConflictDoNothing().returning();
      changed = inserted.length > 0;
    } else {
      const deleted = await tx
        .delete(userGroups)
        .where(and(eq(userGroups.user_id, userId), eq(userGroups.group_id, groupId)))
        .returning();
      changed = deleted.length > 0;
    }
    if (changed) await bumpTokenVersion(tx, userId);
    const rows = await tx.select({ id: userGroups.group_id }).from(userGroups).where(eq(userGroups.user_id, userId));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  });
}

export type ActiveChange =
  | { ok: true }
  | { ok: false; reason: 'self' | 'last_superuser' };

/**
 * Sets is_active. Deactivating ends the user's tokens; nobody deactivates themselves nor the
 * last active superuser (checked under a row lock, so two concurrent requests cannot both pass).
 * Either way the pending activation links of the user stop working: an administrator decided.
 */
export async function setUserActive(
  db: Executor,
  actorId: number,
  target: UserRow,
  active: boolean,
  /** other fields of the same request, written in the same transaction */
  changes: { email?: string; first_name?: string; last_name?: string } = {},
): Promise<ActiveChange> {
  if (!active && actorId === target.id) return { ok: false, reason: 'self' };
  return db.transaction(async (tx) => {
    if (!active && target.is_superuser) {
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.is_superuser, true), eq(users.is_active, true)))
        .for('update');
      if (!others.some((u) => u.id !== target.id)) return { ok: false, reason: 'last_superuser' } as const;
    }
    const [row] = await tx.select({ is_active: users.is_active }).from(users).where(eq(users.id, target.id)).for('update');
    // An administrator's activation counts as the registration's: it no longer expires.
    if (active) await markActivated(tx, target.id);
    if (row && row.is_active !== active) {
      await tx
        .update(users)
        .set(active ? { is_active: true } : { is_active: false, token_version: sql`${users.token_version} + 1` })
        .where(eq(users.id, target.id));
      if (!active) await announceAuthChange(tx, `user:${target.id}`);
    }
    await tx
      .update(activationTokens)
      .set({ used_at: new Date() })
      .where(and(eq(activationTokens.user_id, target.id), isNull(activationTokens.used_at)));
    if (Object.keys(changes).length) await updateUserFields(tx, target.id, changes);
    return { ok: true } as const;
  });
}

/** Plain profile fields (no effect on tokens). */
export async function updateUserFields(
  db: Executor,
  userId: number,
  changes: { email?: string; first_name?: string; last_name?: string },
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}
