import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { loginAttempts } from '../db/schema/index.js';
import { attemptLog } from './attempts.js';

// Failed sign-ins, counted per username and per address (plugins/rate-limit.ts).

const log = attemptLog(loginAttempts);

/** A success clears the username's failures: cleared ones no longer count against it. */
export const failuresForUsername = log.countBy(loginAttempts.username, eq(loginAttempts.cleared, false));

/** An address's failures count whatever their username, cleared or not. */
export const failuresForIp = log.countBy(loginAttempts.ip);

export const deleteFailuresBefore = log.deleteBefore;

/** Records an attempt as a failure until it proves otherwise (releaseAttempts); answers its id. */
export async function recordFailure(db: Executor, username: string, ip: string): Promise<number> {
  const [row] = await db.insert(loginAttempts).values({ username, ip }).returning({ id: loginAttempts.id });
  return row!.id;
}

export const releaseAttempts = log.release;

/** A success: the username's failures stop counting (the address's still count). */
export async function clearUsernameFailures(db: Executor, username: string): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ cleared: true })
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.cleared, false)));
}
