import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
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
import { ServerPGlite } from './server-pglite.js';
import { prepareReads } from './prepared-statements.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The database, whichever driver is behind it (both speak the same SQL). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction, or the database itself: repositories accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/** node-postgres answers `{rows}`, PGlite too; drizzle's execute type differs per driver. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export interface DatabaseHandle {
  db: Database;
  /** the PGlite instance (null with PostgreSQL) */
  pglite: PGlite | null;
  driver: DatabaseConfig['driver'];
  migrate(): Promise<void>;
  /**
   * Closing has begun: statements still running after `graceMs` are cancelled, so the requests
   * waiting on them answer (503) and the server can finish closing.
   */
  beginClose(graceMs: number): void;
  /** Ends the connections in bounded time: what still runs after a grace is cut off. */
  close(): Promise<void>;
  /**
   * Hears `NOTIFY channel` from every process on this database: `onMessage` per notification,
   * `onReset` whenever some may have been missed (the listening connection was lost; it is then
   * reopened, with a backoff). Resolves once listening (or once the first attempt failed: it
   * keeps retrying). PGlite: nothing to hear, the database lives in this one process, whose own
   * writes already reach it. Listeners stop when the handle closes.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReset: () => void): Promise<void>;
  /** The pool's connections now (PostgreSQL); null with PGlite, which has one in-process connection and no pool. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
}

export interface DatabaseOptions {
  /** A connection lost, idle or in use: logged; it must never take the process down. */
  onConnectionError?: (err: Error) => void;
  /** PostgreSQL `statement_timeout` of every pooled connection, ms (0: none). */
  statementTimeoutMs?: number;
}

// Any fixed number: serialises the migrations of servers starting together on one PostgreSQL.
const MIGRATION_LOCK = 720_431;
/** How long close() lets running statements finish before cancelling them. */
const CLOSE_GRACE_MS = 1_500;

/** How the listening connection shows in pg_stat_activity (and how a test finds it). */
export const LISTENER_APPLICATION_NAME = 'gestion-listener';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** The socket of a pg client (not in its types), to cut off one whose statement will not stop. */
function destroySocket(client: pg.PoolClient): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/**
 * One connection of its own (a pooled one would be handed to queries and lose its LISTEN), held
 * open while the handle lives; reopened after a loss, each time after a longer wait (to 5 s).
 */
class Listener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private backoffMs = 200;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onMessage: (payload: string) => void,
    private readonly onReset: () => void,
    private readonly onError: (err: Error) => void,
  ) {}

  start(): Promise<void> {
    return this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5_000, application_name: LISTENER_APPLICATION_NAME });
    client.on('error', (err) => {
      this.onError(err);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    client.on('notification', (n) => {
      if (n.channel === this.channel) this.onMessage(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel.replaceAll('"', '""')}"`);
    } catch (err) {
      this.onError(err as Error);
      client.end().catch(() => undefined);
      this.schedule();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.backoffMs = 200;
    // What was announced while nobody listened is lost: whoever relies on it starts afresh.
    this.onReset();
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.onReset();
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped || this.retry) return;
    const wait = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, 5_000);
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, wait).unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) await Promise.race([client.end().catch(() => undefined), delay(500)]);
  }
}

function openPostgres(url: string, poolMax: number, options: DatabaseOptions): DatabaseHandle {
  const statementTimeout = options.statementTimeoutMs ?? 0;
  // Its reads are prepared statements of their connection (prepared-statements.ts).
  const pool = prepareReads(new pg.Pool({
    connectionString: url,
    max: poolMax,
    // While PostgreSQL is away, requests fail fast (503) instead of queueing for a connection.
    connectionTimeoutMillis: 5_000,
    ...(statementTimeout > 0 ? { statement_timeout: statementTimeout } : {}),
  }));
  const clients = new Set<pg.PoolClient>();
  const onError = (err: Error) => options.onConnectionError?.(err);
  // node-postgres emits 'error' on a client when PostgreSQL drops its connection (restart,
  // pg_terminate_backend). The pool listens only while the client is idle; checked out (a
  // transaction, a running query) nobody did, and an unheard 'error' event ends the process.
  // The statement in flight fails on its own (answered 503), so a listener that logs is enough.
  pool.on('error', onError);
  pool.on('connect', (client) => {
    clients.add(client);
    client.on('error', onError);
  });
  pool.on('remove', (client) => clients.delete(client));
  const db = drizzleNodePg({ client: pool, schema });

  /** Cancels the statements of every checked-out connection, from a connection of its own. */
  async function cancelRunning(): Promise<void> {
    const pids = [...clients].map((c) => (c as unknown as { processID?: number }).processID).filter((p): p is number => Boolean(p));
    if (pids.length === 0) return;
    const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    admin.on('error', onError);
    try {
      await admin.connect();
      await admin.query('SELECT pg_cancel_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
    } catch (err) {
      onError(err as Error);
    } finally {
      await Promise.race([admin.end().catch(() => undefined), delay(500)]);
    }
  }

  const listeners: Listener[] = [];
  let closeTimer: NodeJS.Timeout | null = null;
  return {
    db,
    pglite: null,
    driver: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, onMessage, onReset) {
      const listener = new Listener(url, channel, onMessage, onReset, onError);
      listeners.push(listener);
      await listener.start();
    },
    async migrate() {
      // On a connection of its own without the statement timeout (an index on a big table may
      // take longer), dropped afterwards rather than returned to the pool with that setting.
      const lock = await pool.connect();
      try {
        await lock.query('SET statement_timeout = 0');
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg({ client: lock, schema }), { migrationsFolder: MIGRATIONS_DIR });
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        lock.release(true);
      } catch (err) {
        lock.release(true);
        throw err;
      }
    },
    beginClose(graceMs) {
      closeTimer ??= setTimeout(() => void cancelRunning(), graceMs).unref();
    },
    async close() {
      await Promise.all(listeners.map((l) => l.stop()));
      const ended = pool.end().then(() => true);
      if (await Promise.race([ended, delay(CLOSE_GRACE_MS).then(() => false)])) return;
      await cancelRunning();
      if (await Promise.race([ended, delay(1_000).then(() => false)])) return;
      // A statement that ignores cancellation (some do, for minutes) does not hold us here.
      for (const client of clients) destroySocket(client);
      await Promise.race([ended, delay(500)]);
    },
  };
}

export async function openDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (config.driver === 'postgres') return openPostgres(config.url, config.poolMax ?? 10, options);
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const client = await ServerPGlite.open({
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
    // PGlite runs one statement at a time inside this process (and honours no statement_timeout):
    // nothing to cancel from outside; the list limits (lib/pagination.ts) bound what one may cost.
    beginClose: () => undefined,
    close: () => client.close(),
    listen: async () => undefined,
    poolStats: () => null,
  };
}
