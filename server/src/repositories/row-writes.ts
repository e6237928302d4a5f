import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { unlessTaken } from './pg-errors.js';

// The one-row writes of a record's correction and removal (resource/resource-writes.ts).

/**
 * Sets `changes` on the row of `table` whose `key` is `id`: false when there is none, `unique.taken`
 * when the unique index `unique.constraint` (any, when undefined) refuses the new values. With
 * nothing to change, whether the row exists.
 */
export async function updateRow<T>(
  db: Executor,
  table: PgTable,
  key: PgColumn,
  id: number,
  changes: Record<string, unknown>,
  unique: { constraint?: string; taken: T },
): Promise<boolean | T> {
  if (Object.keys(changes).length === 0) return (await db.select({ id: key }).from(table).where(eq(key, id))).length > 0;
  return unlessTaken(async () => (await db.update(table).set(changes).where(eq(key, id)).returning({ id: key })).length > 0, unique.constraint, unique.taken);
}

/** Deletes the row of `table` whose `key` is `id`; false when there is none. */
export async function deleteRow(db: Executor, table: PgTable, key: PgColumn, id: number): Promise<boolean> {
  return (await db.delete(table).where(eq(key, id)).returning({ id: key })).length > 0;
}
