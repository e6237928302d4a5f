import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { announceAuthChange } from '../auth/auth-changes.js';
import type { Executor } from '../db/client.js';
import { groups, userGroups, userSessions, users } from '../db/schema/index.js';

// The server's record of each sign-in (db/schema/accounts.ts user_sessions). Ending sessions is
// announced to every API process (auth/auth-changes.ts), after the change is visible: each then
// reads the session again on its next use and refuses it.

export interface NewSession {
  id: string;
  user_id: number;
  /** When it was opened: its first use. */
  at: Date;
  /** The token's `exp`. */
  expires_at: Date;
}

/**
 * One statement, the sign-in's only addition: the user's sessions past their `exp` are deleted as
 * the new one is written, so the table holds about one working day of sign-ins per user without
 * a sweeper.
 */
export async function insertSession(db: Executor, s: NewSession): Promise<void> {
  await db.execute(sql`
    with purged as (
      delete from ${userSessions} where ${userSessions.user_id} = ${s.user_id} and ${userSessions.expires_at} < ${s.at.toISOString()}::timestamptz
    )
    insert into ${userSessions} (id, user_id, created_at, last_seen_at, expires_at)
    values (${s.id}, ${s.user_id}, ${s.at.toISOString()}::timestamptz, ${s.at.toISOString()}::timestamptz, ${s.expires_at.toISOString()}::timestamptz)`);
}

/** A session with what authentication needs of its user, in one query (plugins/auth.ts). */
export async function findSessionAuth(db: Executor, sid: string) {
  const [row] = await db
    .select({
      user_id: userSessions.user_id,
      last_seen_at: userSessions.last_seen_at,
      ended_at: userSessions.ended_at,
      username: users.username,
      is_active: users.is_active,
      is_superuser: users.is_superuser,
      token_version: users.token_version,
      must_change_password: users.must_change_password,
      // A second factor required (superuser, or a group that requires it) and not enrolled. Read
      // with the session rather than by a second query; the EXISTS runs only for the unenrolled.
      second_factor_missing: sql<boolean>`(not ${users.segundo_factor} and (${users.is_superuser} or exists (
        select 1 from ${userGroups} inner join ${groups} on ${groups.id} = ${userGroups.group_id}
        where ${userGroups.user_id} = ${userSessions.user_id} and ${groups.requiere_segundo_factor})))`,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.user_id))
    .where(eq(userSessions.id, sid))
    .limit(1);
  return row;
}

/**
 * Records a use at `at`, unless one at or after `recordedSince` is there already (another process
 * recorded it): then nothing is written.
 */
export async function recordSessionUse(db: Executor, sid: string, at: Date, recordedSince: Date): Promise<void> {
  await db
    .update(userSessions)
    .set({ last_seen_at: at })
    .where(and(eq(userSessions.id, sid), isNull(userSessions.ended_at), lte(userSessions.last_seen_at, recordedSince)));
}

/** Ends the sessions of `userId` that `which` selects and are still open; returns their last uses. */
async function endSessions(db: Executor, userId: number, which: SQL | undefined, now: Date): Promise<Date[]> {
  const ended = await db
    .update(userSessions)
    .set({ ended_at: now })
    .where(and(eq(userSessions.user_id, userId), isNull(userSessions.ended_at), gt(userSessions.expires_at, now), which))
    .returning({ last_seen_at: userSessions.last_seen_at });
  if (ended.length > 0) await announceAuthChange(db, `user:${userId}`);
  return ended.map((r) => r.last_seen_at);
}

/** Logout: the session `sid` of `userId` ends; its token answers 401 from now on. */
export async function endSession(db: Executor, userId: number, sid: string, now = new Date()): Promise<boolean> {
  return (await endSessions(db, userId, eq(userSessions.id, sid), now)).length > 0;
}

/**
 * Every session of the user but `keepSid` ends. Answers how many of them were in use, that is
 * used within `idleMs` (an idle one was already refused; it is ended all the same).
 */
export async function endOtherSessions(db: Executor, userId: number, keepSid: string, idleMs: number, now = new Date()): Promise<number> {
  const lastUses = await endSessions(db, userId, ne(userSessions.id, keepSid), now);
  return lastUses.filter((seen) => now.getTime() - seen.getTime() < idleMs).length;
}

/**
 * Every session of the user ends (a password reset; an administrator's action). Call it in the
 * transaction that makes the change, if there is one: the announcement then leaves at commit.
 * Answers how many were still open.
 */
export async function endAllSessions(db: Executor, userId: number, now = new Date()): Promise<number> {
  return (await endSessions(db, userId, undefined, now)).length;
}
