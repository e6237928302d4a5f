import { inArray } from 'drizzle-orm';
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
  const found = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(inArray(table.id, unique));
  const have = new Set(found.map((r) => r.id));
  return unique.filter((id) => !have.has(id));
}
