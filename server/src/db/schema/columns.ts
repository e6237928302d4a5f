import { integer, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, UpdateDeleteAction } from 'drizzle-orm/pg-core';

// Column builders the tables share (not exported by index.ts: they are not tables).

/** The surrogate key of every table but the join tables: an identity, as Django's AutoField. */
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A required reference to another table's row. */
export const refColumn = (name: string, target: () => AnyPgColumn, onDelete?: UpdateDeleteAction) =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : undefined);

/** When the row was written (created_at, date_joined, updated_at): set by the database. */
export const nowColumn = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
