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
 * table with rows never analyzed or vacuumed.
 */
export async function tablesDue(db: Database): Promise<TableDue[]> {
  // The activity counters reach pg_stat_user_tables when a backend reports them, at most once a
  // second and otherwise from an idle timer that single-user mode never runs: a PGlite that had
  // written 100,000 rows still showed none until a report was asked for.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  // PGlite keeps no counters from one process to the next (it writes no statistics file when it
  // closes), so a folder written by an earlier process, or loaded while no server ran, shows no
  // activity. So a table with rows is also due when it has no column statistics (never analyzed:
  // a bulk load's index rebuild sets the row estimate, not these), or no page marked all-visible
  // (never vacuumed since its pages were written).
  const rows = rowsOf<TableDue>(
    await db.execute(sql`
      select format('%I.%I', s.schemaname, s.relname) as "table",
             (con_filas and c.relallvisible = 0)
               or s.n_dead_tup > ${VACUUM_RULE.base} + ${VACUUM_RULE.scale} * greatest(c.reltuples, 0)
               or s.n_ins_since_vacuum > ${INSERT_VACUUM_RULE.base} + ${INSERT_VACUUM_RULE.scale} * greatest(c.reltuples, 0) as vacuum,
             (con_filas and not exists (select 1 from pg_stats st where st.schemaname = s.schemaname and st.tablename = s.relname))
               or s.n_mod_since_analyze > ${ANALYZE_RULE.base} + ${ANALYZE_RULE.scale} * greatest(c.reltuples, 0) as analyze
        from pg_stat_user_tables s
        join pg_class c on c.oid = s.relid
        cross join lateral (select pg_relation_size(c.oid) > 0 as con_filas) n
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
