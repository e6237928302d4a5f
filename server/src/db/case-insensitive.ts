import { and, ne, sql } from 'drizzle-orm';
import type { Column, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from './client.js';
import type { Executor } from './client.js';

/**
 * `lower(column) = lower(value)`: the very expression of the `lower(...)` unique indexes
 * (users.username, users.email, groups.name, sprints, subproyectos, unidades), so they serve it.
 * Do not rewrite it as `ilike` or `lower(column) = 'already lowered'` in JavaScript: the first
 * skips those indexes, the second would trust JavaScript's lower-casing to match PostgreSQL's.
 */
export const ieq = (column: Column, value: string | SQL): SQL => sql`lower(${column}) = lower(${value})`;

/** Whether a row of `table` matches `where` (one other than `exceptId`, when given). */
export async function isTaken(
  db: Executor,
  table: PgTable & { id: PgColumn },
  where: SQL,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(where, exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/**
 * A username as it is stored and compared: Unicode NFKC (as Django's `normalize_username`), so a
 * fullwidth 'ａｄｍｉｎ' is 'admin'. Stored names are kept in this form (registration, creation),
 * which makes `lower(username)`, the unique index's expression, the folded key of every name.
 */
export const normalizeUsername = (value: string): string => value.trim().normalize('NFKC');

/**
 * The one key of a username, folded by the database: `lower(normalize(value, NFKC))`. The sign-in's
 * lookup, its per-username lockout and the uniqueness check all use it, so no spelling that finds
 * a user ('VİCTIM', U+0130, which PostgreSQL lowers to 'victim' and JavaScript to 'vi̇ctim') has
 * a lockout window of its own.
 */
export const usernameKeySql = (value: string | SQL): SQL => sql`lower(normalize(${value}, NFKC))`;

/** `lower(column) = usernameKey(value)`: served by the `lower(username)` indexes. */
export const sameUsername = (column: Column, value: string | SQL): SQL => sql`lower(${column}) = ${usernameKeySql(value)}`;

/** The database's key of `username` (see usernameKeySql), for a value kept outside the users table. */
export async function usernameKey(db: Executor, username: string): Promise<string> {
  const [row] = rowsOf<{ key: string }>(await db.execute(sql`select ${usernameKeySql(normalizeUsername(username))} as key`));
  return row!.key;
}
