import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

// A change that may end a session or take a permission away (deactivation, password, groups, a
// group's permissions or its deletion) is announced to every API process on the database with
// PostgreSQL's NOTIFY, in the transaction that makes it: delivered when it commits, never when it
// rolls back, and never before the change is visible. Each process then empties its session
// cache (plugins/auth-sync.ts), so an older token is refused everywhere within milliseconds,
// not after AUTH_CACHE_MS. No migration and no trigger: the repositories that write those rows
// call announceAuthChange.

export const AUTH_CHANGES_CHANNEL = 'gestion_auth_changes';

/** What changed, for the logs of the processes that hear it: `user:12`, `group:3`. */
export type AuthChangeSubject = `user:${number}` | `group:${number}`;

export async function announceAuthChange(db: Executor, subject: AuthChangeSubject): Promise<void> {
  await db.execute(sql`select pg_notify(${AUTH_CHANGES_CHANNEL}, ${subject})`);
}
