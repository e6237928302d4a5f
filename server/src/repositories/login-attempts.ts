import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { loginAttempts } from '../db/schema/index.js';

export interface FailureWindow {
  failures: number;
  /** the oldest failure still inside the window */
  oldest: Date | null;
}

export async function failuresForUsername(db: Executor, username: string, since: Date): Promise<FailureWindow> {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginAttempts.created_at) })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.username, username), eq(loginAttempts.cleared, false), gt(loginAttempts.created_at, since)),
    );
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

export async function failuresForIp(db: Executor, ip: string, since: Date): Promise<FailureWindow> {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginAttempts.created_at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.created_at, since)));
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

export async function recordFailure(db: Executor, username: string, ip: string): Promise<void> {
  await db.insert(loginAttempts).values({ username, ip });
}

/** A success: the username's failures stop counting (the address's still count). */
export async function clearUsernameFailures(db: Executor, username: string): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ cleared: true })
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.cleared, false)));
}

export async function deleteFailuresBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.created_at, before));
}
