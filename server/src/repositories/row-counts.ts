import { eq, getTableName } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { rowCounts } from '../db/schema/index.js';

/**
 * The rows of `table` matching `where`, for a list's `count`. Unfiltered, a table registered in
 * row_counts (migration 0006_row_counts) answers from one row; anything else counts for real.
 */
export async function countRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  if (!where) {
    const [row] = await db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.table_name, getTableName(table)));
    if (row) return Number(row.n);
  }
  return db.$count(table, where);
}
