import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/** The ids among `ids` that name no row of `table`: each once, in the order first seen. */
export async function missingIds(
  db: Executor,
  table: PgTable & { id: PgColumn },
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  // One array parameter, not one per id: a staged batch of the wizard names ~2,000 products, and
  // a list of 2,000 parameters cost drizzle's building and the planner's estimate of each element.
  const found = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(sql`${table.id} = any(${`{${unique.join(',')}}`}::integer[])`);
  const have = new Set(found.map((r) => r.id));
  return unique.filter((id) => !have.has(id));
}
