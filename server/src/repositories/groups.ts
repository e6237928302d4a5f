import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { groups, userGroups } from '../db/schema/index.js';

export type GroupRow = Pick<typeof groups.$inferSelect, 'id' | 'name'>;

/** The group with this name, created if missing; `created` tells which. */
export async function ensureGroup(db: Executor, name: string): Promise<{ group: GroupRow; created: boolean }> {
  const [inserted] = await db.insert(groups).values({ name }).onConflictDoNothing({ target: groups.name }).returning();
  if (inserted) return { group: inserted, created: true };
  const [existing] = await db.select().from(groups).where(eq(groups.name, name));
  if (!existing) throw new Error(`Group ${name} vanished`);
  return { group: existing, created: false };
}

export async function groupsOfUser(db: Executor, userId: number): Promise<GroupRow[]> {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.group_id))
    .where(eq(userGroups.user_id, userId))
    .orderBy(asc(groups.name));
}

export async function addUserToGroups(db: Executor, userId: number, groupIds: readonly number[]): Promise<void> {
  if (groupIds.length === 0) return;
  await db
    .insert(userGroups)
    .values(groupIds.map((group_id) => ({ user_id: userId, group_id })))
    .onConflictDoNothing();
}
