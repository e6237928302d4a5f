import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';

// The planner's row estimates, for lists that choose how to page a search by its expected size
// (lib/list/strategies.ts, areas/terra/repositories/precios*.ts): EXPLAIN reads no rows.

/**
 * The planner's row estimate of each select, in one statement: a UNION ALL of them, whose
 * estimates are its branches'.
 */
export async function plannedRows(db: Executor, selects: readonly SQL[]): Promise<number[]> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) ${sql.join([...selects], sql` union all `)}`));
  let plan = Object.values(row ?? {})[0];
  if (typeof plan === 'string') plan = JSON.parse(plan);
  type Node = { 'Plan Rows'?: number; Plans?: Node[] };
  const root = (plan as { Plan?: Node }[] | undefined)?.[0]?.Plan;
  const nodes = selects.length > 1 ? (root?.Plans ?? []) : [root];
  return selects.map((_, i) => {
    const estimate = Number(nodes[i]?.['Plan Rows']);
    return Number.isFinite(estimate) ? Math.round(estimate) : 0;
  });
}

/**
 * Estimates change only when a table is analysed: a search's are reused for a while, so paging or
 * re-sorting one search asks the planner nothing (a round trip, and on PGlite a few ms of its one
 * connection). Per database handle; bounded.
 */
const ESTIMATE_TTL_MS = 30_000;
const MAX_CACHED_ESTIMATES = 1_000;
const cachedEstimates = new WeakMap<Executor, Map<string, { value: number[]; expires: number }>>();

/** plannedRows of `selects()`, reused for ESTIMATE_TTL_MS under `key` (which must name them). */
export async function cachedPlannedRows(db: Executor, key: string, selects: () => readonly SQL[], now = Date.now()): Promise<number[]> {
  let cache = cachedEstimates.get(db);
  if (!cache) cachedEstimates.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value;
  const value = await plannedRows(db, selects());
  if (cache.size >= MAX_CACHED_ESTIMATES) cache.clear();
  cache.set(key, { value, expires: now + ESTIMATE_TTL_MS });
  return value;
}
