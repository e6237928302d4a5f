import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { DatabaseConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import { syncPermissionCatalogue } from '../repositories/permissions.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Runs `select 1`: throws when the database does not answer. */
    pingDb(): Promise<void>;
    /** `NOTIFY` on this database, from any process (DatabaseHandle.listen). */
    dbListen: DatabaseHandle['listen'];
    dbPoolStats: DatabaseHandle['poolStats'];
  }
}

export interface DbPluginOptions {
  database: DatabaseConfig;
  /** PostgreSQL statement_timeout, ms (0: none). */
  statementTimeoutMs: number;
  /** Runs once the connections are closed (tests drop their database there). */
  afterClose?: () => Promise<void>;
}

const CLOSE_REQUESTS_GRACE_MS = 2_000;

/**
 * Opens the database (PGlite in the data folder, or PostgreSQL when DATABASE_URL is set),
 * applies the migrations and synchronises the permission catalogue, then closes it with the app.
 */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const started = Date.now();
    const handle = await openDatabase(opts.database, {
      statementTimeoutMs: opts.statementTimeoutMs,
      onConnectionError: (err) => app.log.warn({ err }, 'database connection lost'),
    });
    try {
      await handle.migrate();
      const added = await syncPermissionCatalogue(handle.db);
      app.log.info(
        { driver: handle.driver, ms: Date.now() - started, permissionsAdded: added },
        'database ready',
      );
    } catch (err) {
      await handle.close().catch(() => undefined);
      throw err;
    }
    app.decorate('db', handle.db);
    app.decorate('pingDb', async () => {
      await handle.db.execute(sql`select 1`);
    });
    app.decorate('dbListen', handle.listen.bind(handle));
    app.decorate('dbPoolStats', handle.poolStats.bind(handle));
    // Closing waits for the requests in flight; those waiting on a long statement get it
    // cancelled after a short grace (answered 503) instead of holding the shutdown.
    app.addHook('preClose', async () => handle.beginClose(CLOSE_REQUESTS_GRACE_MS));
    app.addHook('onClose', async () => {
      await handle.close();
      await opts.afterClose?.();
    });
  },
  { name: 'db' },
);
