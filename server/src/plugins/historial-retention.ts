import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf } from '../db/client.js';
import type { Database } from '../db/client.js';
import { purgeHistorial } from '../repositories/historial.js';

// Retention of the history (HISTORIA_DIAS; unset: entries are kept forever). A timer started with
// the app purges entries older than the setting, in batches, through historial_purgar() (the only
// way past the append-only trigger), and logs how many it removed.

/** Any fixed number (distinct from the migrations' lock): one purge at a time across a fleet. */
export const RETENTION_LOCK = 720_432;
/** Entries removed per transaction: short locks, bounded statements. */
export const RETENTION_BATCH = 5_000;
/** How often the purge runs (and once right after the start). */
export const RETENTION_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

/**
 * Removes entries older than `dias` days before `now`, batch after batch, each batch in its own
 * transaction holding the fleet-wide advisory lock: when another process holds it, this one stops
 * at once (null) and leaves the work to it. Answers how many this call removed.
 */
export async function purgeExpiredHistorial(db: Database, dias: number, now = new Date()): Promise<number | null> {
  const antes = new Date(now.getTime() - dias * DAY_MS);
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const [lock] = rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as ok`));
      if (!lock?.ok) return null;
      return purgeHistorial(tx, antes, RETENTION_BATCH);
    });
    if (batch === null) return removed > 0 ? removed : null;
    removed += batch;
    if (batch < RETENTION_BATCH) return removed;
  }
}

async function runRetention(db: Database, dias: number, log: FastifyBaseLogger): Promise<void> {
  try {
    const removed = await purgeExpiredHistorial(db, dias);
    if (removed === null) log.debug('historial retention: another process is purging');
    else log.info({ removed, dias }, 'historial retention: removed %d entries older than %d days', removed, dias);
  } catch (err) {
    // The next run tries again; a failed purge loses nothing.
    log.error({ err }, 'historial retention failed');
  }
}

export default fp(
  async (app) => {
    const dias = app.config.historiaDias;
    if (dias === null) return;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    const tick = () => {
      // Single-flight within the process too: a slow purge is not started twice.
      if (running) return;
      running = runRetention(app.db, dias, app.log).finally(() => {
        running = null;
      });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(tick, RETENTION_INTERVAL_MS).unref();
      tick();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'historial-retention', dependencies: ['db'] },
);
