import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { runUpkeep } from '../db/upkeep.js';

// The embedded database's upkeep (db/upkeep.ts): PostgreSQL's autovacuum keeps its own tables, PGlite
// has none. Once before the server listens, so that a folder loaded or written while no server ran
// is planned from its statistics from the first request; then at autovacuum's pace.

/** autovacuum_naptime's default. */
export const UPKEEP_INTERVAL_MS = 60_000;
const SLOW_UPKEEP_MS = 1_000;

async function upkeep(db: Database, log: FastifyBaseLogger): Promise<void> {
  const started = Date.now();
  try {
    const done = await runUpkeep(db);
    if (done.length === 0) return;
    const names = (pick: (t: (typeof done)[number]) => boolean) => done.filter(pick).map((t) => t.table);
    const ms = Date.now() - started;
    // Told when it held the database long enough for a request to notice.
    log[ms >= SLOW_UPKEEP_MS ? 'info' : 'debug']({ vacuumed: names((t) => t.vacuum), analyzed: names((t) => t.analyze), ms }, 'db upkeep');
  } catch (err) {
    // The next run tries again: statistics a minute late cost plans, not data.
    log.error({ err }, 'db upkeep failed');
  }
}

export default fp(
  async (app) => {
    if (!app.config.dbUpkeep || app.config.database.driver !== 'pglite') return;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    const tick = () => {
      if (running) return;
      running = upkeep(app.db, app.log).finally(() => {
        running = null;
      });
    };
    app.addHook('onReady', async () => {
      tick();
      await running;
      timer = setInterval(tick, UPKEEP_INTERVAL_MS).unref();
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'db-upkeep', dependencies: ['db'] },
);
