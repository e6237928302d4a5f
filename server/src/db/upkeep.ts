import { sql } from 'drizzle-orm';
import { rowsOf } from './client.js';
import type { Database } from './client.js';

// The upkeep PostgreSQL's autovacuum does, for the embedded database, which does none: PGlite runs
// PostgreSQL in single-user mode, with no autovacuum launcher. Without it a table's statistics stay
// those of its creation (`reltuples` -1: the planner guesses), whatever an import or its undo wrote,
// and a deletion's dead rows stay in the table and its indexes. Measured on 2026-12-03
// (`server/bench/users-list.ts`, PGlite, 10,000 users): p50 5.8, 7.5, 15.4 and 22.3 ms for page 1,
// page 400, «garcia» and «empresa3» without statistics, 3.6, 3.4, 7.7 and 10.0 ms with them.
// The rules are autovacuum's own, with PostgreSQL's default settings, so that both engines keep
// a table the same way.

/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor. */
export const ANALYZE_RULE = { base: 50, scale: 0.1 } as const;
/** autovacuum_vacuum_threshold and autovacuum_vacuum_scale_factor (rows deleted or replaced). */
export const VACUUM_RULE = { base: 50, scale: 0.2 } as const;
/** autovacuum_vacuum_insert_threshold and autovacuum_vacuum_insert_scale_factor (rows inserted). */
export const INSERT_VACUUM_RULE = { base: 1000, scale: 0.2 } as const;

export interface TableDue {
  /** schema-qualified and quoted, ready for a statement */
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * The tables autovacuum would vacuum or analyze now, by their activity since it last did, and any
 * table never analyzed but empty. Reads pg_statistic: the embedded database's user is its superuser.
 */
export async function tablesDue(db: Database): Promise<TableDue[]> {
  // The activity counters reach pg_stat_user_tables when a backend reports them, at most once a
  // second and otherwise from an idle timer that single-user mode never runs: a PGlite that had
  // written 100,000 rows still showed none until a report was asked for.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  // PGlite keeps no counters from one process to the next (it writes no statistics file when it
  // closes), so a folder written by an earlier process, or loaded while no server ran, shows no
  // activity: a table without column statistics is due as well, unless it was analyzed empty
  // (`reltuples` 0; -1 is never). A bulk load's index rebuild sets the row estimate, not these.
  // pg_statistic, not the pg_stats view, and the estimate, not pg_relation_size: a tick with
  // nothing due took 30 ms with those (the file sizes alone 91 ms on a data folder on disk), which
  // the single connection's requests would wait for.
  const rows = rowsOf<TableDue>(
    await db.execute(sql`
      select format('%I.%I', s.schemaname, s.relname) as "table",
             nunca or s.n_dead_tup > ${VACUUM_RULE.base} + ${VACUUM_RULE.scale} * greatest(c.reltuples, 0)
               or s.n_ins_since_vacuum > ${INSERT_VACUUM_RULE.base} + ${INSERT_VACUUM_RULE.scale} * greatest(c.reltuples, 0) as vacuum,
             nunca or s.n_mod_since_analyze > ${ANALYZE_RULE.base} + ${ANALYZE_RULE.scale} * greatest(c.reltuples, 0) as analyze
        from pg_stat_user_tables s
        join pg_class c on c.oid = s.relid
        cross join lateral (select c.reltuples <> 0 and not exists (select 1 from pg_statistic st where st.starelid = c.oid) as nunca) n
       order by s.schemaname, s.relname`),
  );
  return rows.filter((r) => r.vacuum || r.analyze);
}

/**
 * Vacuums and analyzes what is due (tablesDue), one table per statement, so that the requests
 * waiting for the single connection run between them. Answers what it did.
 */
export async function runUpkeep(db: Database): Promise<TableDue[]> {
  const due = await tablesDue(db);
  for (const { table, vacuum, analyze } of due) {
    const statement = vacuum ? (analyze ? 'vacuum (analyze)' : 'vacuum') : 'analyze';
    await db.execute(sql.raw(`${statement} ${table}`));
  }
  return due;
}
