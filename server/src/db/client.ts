import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { MIGRATIONS_DIR } from '../paths.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The database, whichever driver is behind it (both speak the same SQL). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction, or the database itself: repositories accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  /** the PGlite instance (null with PostgreSQL) */
  pglite: PGlite | null;
  driver: DatabaseConfig['driver'];
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Any fixed number: serialises the migrations of servers starting together on one PostgreSQL.
const MIGRATION_LOCK = 720_431;

export async function openDatabase(
  config: DatabaseConfig,
  onIdleError?: (err: Error) => void,
): Promise<DatabaseHandle> {
  if (config.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection closed by the server (restart, failover) must not crash the process:
    // the pool drops it and opens another one on the next query.
    pool.on('error', (err) => onIdleError?.(err));
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      pglite: null,
      driver: 'postgres',
      async migrate() {
        const lock = await pool.connect();
        try {
          await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    ...(config.snapshot ? { loadDataDir: new Blob([await readFile(config.snapshot)]) } : {}),
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    pglite: client,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
