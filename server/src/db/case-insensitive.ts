import { and, ne, sql } from 'drizzle-orm';
import type { Column, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * `lower(column) = lower(value)`: the very expression of the `lower(...)` unique indexes
 * (users.username, users.email, groups.name, sprints, subproyectos, unidades), so they serve it.
 * Do not rewrite it as `ilike` or `lower(column) = 'already lowered'` in JavaScript: the first
 * skips those indexes, the second would trust JavaScript's lower-casing to match PostgreSQL's.
 */
export const ieq = (column: Column, value: string | SQL): SQL => sql`lower(${column}) = lower(${value})`;

/** Whether a row of `table` matches `where` (one other than `exceptId`, when given). */
export async function isTaken(
  db: Executor,
  table: PgTable & { id: PgColumn },
  where: SQL,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(where, exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}
