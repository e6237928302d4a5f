import { PGlite, types, type PGliteOptions, type Transaction } from '@electric-sql/pglite';

// The API's PGlite: the embedded database runs its statements one at a time on the API's own
// thread, so how it hands them out decides what a request waits for. Two changes to PGlite's own,
// each measured under 20 callers of the history's list at a million entries
// (bench/historial-pglite.mjs; docs/server.md, «PGlite in the API's thread»).

/** The types drizzle keeps as text: timestamp, timestamptz, interval, date, numeric[], timestamp[], timestamptz[], interval[], date[]. */
export const TEXT_TYPES: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

const asText = (value: string) => value;

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

export class ServerPGlite extends PGlite {
  static async open(options: PGliteOptions): Promise<ServerPGlite> {
    const client = new ServerPGlite(options);
    await client.waitReady;
    // After the array types are read (waitReady): their parsers would replace the arrays' ones.
    for (const type of TEXT_TYPES) client.parsers[type] = asText;
    return client;
  }

  /**
   * Each statement waits for one turn of the event loop once it holds the database. PGlite hands
   * the database from one statement to the next in a promise's continuation, and a statement runs
   * synchronously: a queue of statements ran as one task, and a request that arrived meanwhile was
   * read only after the whole queue. Under 20 callers two of them waited a whole second round on
   * every request (p99 twice the median: page 500 p50 45 ms, p99 93). With the turn, the requests
   * read meanwhile queue their statements in order of arrival (p99 61 ms), at one turn a statement.
   */
  override _runExclusiveQuery<T>(statement: () => Promise<T>): Promise<T> {
    return super._runExclusiveQuery(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return statement();
    });
  }

  /**
   * `options` without its parsers when this client already reads every type they name as they
   * would. drizzle gives every statement parsers that keep TEXT_TYPES as PostgreSQL's text
   * (drizzle-orm/pglite/session.js; its columns parse them); for a statement with parsers of its
   * own PGlite copies its whole table of parsers (318 types once the array types are read) and
   * reads each value through the copy: 21 rows of 10 columns took 462-513 µs against 359-360 µs
   * without (5,000 statements each, Node 20), the largest part of PGlite's own JavaScript in a CPU
   * profile of the history's page 1. So this client keeps those types as text itself, set once.
   */
  statementOptions(options: QueryOptions | undefined): QueryOptions | undefined {
    const parsers = options?.parsers;
    if (!parsers) return options;
    // Only TEXT_TYPES are ever set to asText (open), and only while PGlite has not replaced them.
    for (const type of Object.keys(parsers)) if (this.parsers[Number(type)] !== asText) return options;
    const { parsers: _same, ...rest } = options;
    return rest;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return super.query<T>(query, params, this.statementOptions(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>) {
    return super.transaction<T>((tx) => {
      // The transaction's own query runs PGlite's statement directly, not this.query.
      const query = tx.query.bind(tx);
      tx.query = (text, params, options) => query(text, params, this.statementOptions(options));
      return callback(tx);
    });
  }
}
