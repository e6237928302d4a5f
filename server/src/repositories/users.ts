import { and, eq, sql } from 'drizzle-orm';
import { announceAuthChange } from '../auth/auth-changes.js';
import { normalizeUsername, sameUsername } from '../db/case-insensitive.js';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Usernames are unique case-insensitively and NFKC-normalised (db/case-insensitive.ts sameUsername). */
export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sameUsername(users.username, normalizeUsername(username)))
    .limit(1);
  return row;
}

/** Whether `username`, however spelled, is this user's (the same key as the sign-in's lookup). */
export async function isUsernameOf(db: Executor, id: number, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), sameUsername(users.username, normalizeUsername(username))))
    .limit(1);
  return Boolean(row);
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** What authentication needs to check a token, in one small query. */
export async function findAuthState(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      is_active: users.is_active,
      is_superuser: users.is_superuser,
      token_version: users.token_version,
      must_change_password: users.must_change_password,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function touchLastLogin(db: Executor, id: number): Promise<void> {
  await db.update(users).set({ last_login: new Date() }).where(eq(users.id, id));
}

/** Sets a new password hash, clears the forced change and invalidates every older token. */
export async function setPasswordHash(db: Executor, id: number, hash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password: hash, must_change_password: false, token_version: sql`${users.token_version} + 1` })
      .where(eq(users.id, id));
    await announceAuthChange(tx, `user:${id}`);
  });
}

/**
 * A password someone else set (an administrator, for a person who forgot theirs): the person must
 * change it at the next sign-in, and the tokens they hold stop working (whoever had them).
 */
export async function setTemporaryPasswordHash(db: Executor, id: number, hash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password: hash, must_change_password: true, token_version: sql`${users.token_version} + 1` })
      .where(eq(users.id, id));
    await announceAuthChange(tx, `user:${id}`);
  });
}

/**
 * The same password re-hashed at the current cost: tokens stay valid (nothing changed for the
 * user). Only over the hash that was verified, so a password changed meanwhile is kept.
 */
export async function upgradePasswordHash(db: Executor, id: number, verified: string, hash: string): Promise<void> {
  await db.update(users).set({ password: hash }).where(and(eq(users.id, id), eq(users.password, verified)));
}

/** Invalidates the user's tokens (deactivation, group change). */
export async function bumpTokenVersion(db: Executor, id: number): Promise<void> {
  await db
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1` })
    .where(eq(users.id, id));
  await announceAuthChange(db, `user:${id}`);
}
