import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

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

    /** Attempts older than every window no longer count: deleted, so the table stays small. */
    deleteBefore: async (db: Executor, before: Date): Promise<void> => {
      await db.delete(table).where(lt(table.created_at, before));
    },
  };
}
