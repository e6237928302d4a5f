import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client.js';

// The throttles (plugins/rate-limit.ts) keep each attempt as a row stamped by the database, so
// their limits hold across restarts and processes; this is the one way they read and prune them.

/** A key's attempts inside a window. */
export interface AttemptWindow {
  attempts: number;
  /** the oldest attempt still inside the window: the window frees a slot when it leaves */
  oldest: Date | null;
}

type AttemptTable = PgTable & { created_at: AnyPgColumn<{ data: Date }> };

/** Reading and pruning the attempts kept in `table`. */
export function attemptLog(table: AttemptTable) {
  return {
    /**
     * Counts the attempts of one value of `key` after a moment; `only` narrows which rows count
     * (a login's cleared failures, say).
     */
    countBy:
      (key: AnyPgColumn, ...only: SQL[]) =>
      async (db: Executor, value: string, since: Date): Promise<AttemptWindow> => {
        const [row] = await db
          .select({ attempts: count(), oldest: min(table.created_at) })
          .from(table)
          .where(and(eq(key, value), ...only, gt(table.created_at, since)));
        return { attempts: row?.attempts ?? 0, oldest: row?.oldest ?? null };
      },

    /** Takes back reserved attempts (they turned out not to count: a success, say). */
    release: async (db: Executor, ids: readonly number[]): Promise<void> => {
      if (ids.length) await db.delete(table).where(inArray((table as unknown as { id: AnyPgColumn }).id, [...ids]));
    },

    /** Attempts older than every window no longer count: deleted, so the table stays small. */
    deleteBefore: async (db: Executor, before: Date): Promise<void> => {
      await db.delete(table).where(lt(table.created_at, before));
    },
  };
}

/**
 * Judges an attempt and records it in one step (a check, then slow work, then the
 * record let a burst of 40 parallel sign-ins all through with a limit of 5). Inside a transaction
 * holding an advisory lock per key (taken in one order, so two attempts never wait on each
 * other crosswise), `refuse` reads the windows and says why not; else `insert` records the
 * attempt at once, before the password is checked, and the next attempt of the same key,
 * waiting on the lock, counts it. Answers the refusal or the new row's id.
 */
export async function reserveAttempt<R>(
  db: Database,
  lockKeys: readonly string[],
  refuse: (tx: Executor) => Promise<R | null>,
  insert: (tx: Executor) => Promise<number>,
): Promise<{ refused: R } | { id: number }> {
  return db.transaction(async (tx) => {
    for (const key of [...new Set(lockKeys)].sort()) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const refused = await refuse(tx);
    if (refused !== null) return { refused };
    return { id: await insert(tx) };
  });
}
