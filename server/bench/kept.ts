import { sql } from 'drizzle-orm';
import type { buildApp } from '../src/app.js';
import { runUpkeep } from '../src/db/upkeep.js';

/**
 * The database after the bench's writes as the running server would have it within a minute: on
 * PGlite its own upkeep (src/plugins/db-upkeep.ts), on PostgreSQL autovacuum's ANALYZE. With
 * BENCH_SIN_MANTENIMIENTO=1, PGlite is left as it was written: what the server gave before it kept
 * the embedded database (2026-12-03), for a before-and-after in one sitting.
 */
export async function keptAsTheServerWould(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  if (app.config.database.driver === 'postgres') await app.db.execute(sql`analyze`);
  else if (process.env.BENCH_SIN_MANTENIMIENTO !== '1') await runUpkeep(app.db);
}
