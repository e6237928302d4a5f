import { PGlite, types, type PGliteOptions, type Transaction } from '@electric-sql/pglite';

// drizzle's PGlite session gives every statement its own `parsers`, which keep dates, times,
// intervals and their arrays as PostgreSQL's text (drizzle-orm/pglite/session.js; drizzle's
// columns parse them). For a statement with parsers of its own PGlite copies its whole table of
// parsers (318 types once the array types are read) into a new object, and reads each value of
// the answer through that copy: 21 rows of 10 columns took 462-513 µs against 359-360 µs without
// (5,000 statements each, Node 20), and that copy was the largest part of PGlite's own JavaScript
// in a CPU profile of the history's page 1 under 20 callers (bench/historial-pglite.mjs). So the
// client keeps those types as text itself, set once, and a statement's parsers that say only the
// same are dropped: the same values, no copy.

/** The types drizzle keeps as text: timestamp, timestamptz, interval, date, numeric[], timestamp[], timestamptz[], interval[], date[]. */
export const TEXT_TYPES: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

const asText = (value: string) => value;

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

/** PGlite whose own parsers keep TEXT_TYPES as text, and which drops a statement's parsers of those types alone. */
export class TextTypesPGlite extends PGlite {
  static async open(options: PGliteOptions): Promise<TextTypesPGlite> {
    const client = new TextTypesPGlite(options);
    await client.waitReady;
    // After the array types are read (waitReady): their parsers would replace the arrays' ones.
    for (const type of TEXT_TYPES) client.parsers[type] = asText;
    return client;
  }

  /** `options` without its parsers when this client already reads every type they name as they would. */
  statementOptions(options: QueryOptions | undefined): QueryOptions | undefined {
    const parsers = options?.parsers;
    if (!parsers) return options;
    for (const type of Object.keys(parsers)) {
      if (this.parsers[Number(type)] !== asText || !TEXT_TYPES.includes(Number(type))) return options;
    }
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
