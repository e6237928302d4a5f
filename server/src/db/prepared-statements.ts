import { createHash } from 'node:crypto';
import type pg from 'pg';

// A read is parsed, analysed and planned by PostgreSQL on every execution unless it is a named
// (prepared) statement of its connection. For the price list's search «varilla 00137» (ten indexes,
// joins) that was most of PostgreSQL's work: 0.42-0.44 ms of its CPU per request unnamed, 0.18-0.19
// named (bench/pg-cpu.mjs, 20 callers, alternated builds). So the pool names its reads: each text
// gets a name derived from the text (two texts never share one), a connection parses it once, and
// PostgreSQL may keep a generic plan for it after five executions when that plan costs no more
// than the custom ones (plan_cache_mode auto); the users' and the history's lists measured no
// scenario slower.
//
// Only reads run by `pool.query`: outside any transaction, on a connection taken from the pool and
// given back, where the statement to forget an old name (DEALLOCATE) can never meet an aborted
// transaction. Each prepared statement holds ~130 KiB of the backend's memory (its parse tree and
// plans; pg_backend_memory_contexts, on that search), so a connection keeps its MAX_PREPARED most
// recently used. A statement drizzle already names, even '' (the unfiltered pages' own in
// lib/list/statements.ts, planned anew for each limit and offset on purpose, and the CSV export's
// batches in lib/csv-export.ts), is left as it is.

/** PostgreSQL's answer to a prepared read whose table changed shape under it (a deploy's migration). */
const STALE_PLAN = '0A000';

/** Prepared statements kept per connection: ~130 KiB each on PostgreSQL's side. */
export const MAX_PREPARED = 48;

type QueryConfig = { text: string; name?: string; values?: unknown[] };

/** The statement's name, when it is a read this pool prepares. */
export function preparedName(config: unknown): string | null {
  if (!config || typeof config !== 'object') return null;
  // A Submittable (a cursor, a stream) runs itself: copied into a plain config it would not.
  if (typeof (config as { submit?: unknown }).submit === 'function') return null;
  const { text, name } = config as Partial<QueryConfig>;
  if (typeof text !== 'string' || name !== undefined) return null;
  if (!/^\s*select\b/i.test(text)) return null;
  return `r_${createHash('sha1').update(text).digest('base64url')}`;
}

/** The names a connection holds, least recently used first (a Map keeps insertion order). */
const held = new WeakMap<pg.PoolClient, Map<string, true>>();

/** Marks `name` as used on `client`; answers the name it must forget first, if any. */
export function useName(client: pg.PoolClient, name: string, max = MAX_PREPARED): string | null {
  let names = held.get(client);
  if (!names) held.set(client, (names = new Map()));
  if (names.delete(name)) {
    names.set(name, true);
    return null;
  }
  names.set(name, true);
  if (names.size <= max) return null;
  const oldest = names.keys().next().value!;
  names.delete(oldest);
  return oldest;
}

/** pg's connection keeps what it has parsed under each name; forgetting one means a new Parse. */
interface ParsedStatements {
  connection?: { parsedStatements?: Record<string, string> };
}

/**
 * Makes `pool.query` run reads as named statements (see the head of this file), keeping at most
 * `maxPrepared` per connection. pg's other forms (a text, a callback, a Submittable) stay its own.
 */
export function prepareReads<P extends pg.Pool>(pool: P, maxPrepared = MAX_PREPARED): P {
  const own = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  async function prepared(config: QueryConfig, values: unknown[] | undefined): Promise<pg.QueryResult> {
    const client = await pool.connect();
    let failed: Error | undefined;
    try {
      const forget = useName(client, config.name!, maxPrepared);
      if (forget) {
        delete (client as ParsedStatements).connection?.parsedStatements?.[forget];
        // Queued ahead of the read, not awaited: the connection runs its queue in order.
        client.query(`DEALLOCATE "${forget}"`).catch(() => undefined);
      }
      return await client.query(config, values);
    } catch (err) {
      failed = err as Error;
      if ((err as { code?: string }).code !== STALE_PLAN) throw err;
    } finally {
      // As pg.Pool's own query does: a connection whose statement failed is not reused.
      client.release(failed);
    }
    // Its connection is dropped with the stale statement; the read runs once more, unprepared.
    const { name: _stale, ...unnamed } = config;
    return own(unnamed, values) as Promise<pg.QueryResult>;
  }
  const query = (...args: unknown[]): unknown => {
    const [config, values, callback] = args;
    const name = typeof values === 'function' || callback !== undefined ? null : preparedName(config);
    return name ? prepared({ ...(config as QueryConfig), name }, values as unknown[] | undefined) : own(...args);
  };
  pool.query = query as P['query'];
  return pool;
}
