import { bigint, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, nowColumn } from './columns.js';

/** Mail written when no SMTP server is configured (and a copy of sent mail): tests read it. */
export const mailOutbox = pgTable('mail_outbox', {
  id: idColumn(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** 'logged' (no SMTP configured), 'sent' or 'failed' */
  status: varchar('status', { length: 16 }).notNull().default('logged'),
  created_at: nowColumn('created_at'),
});

/** Small key/value facts about this installation (first-start markers). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updated_at: nowColumn('updated_at'),
});

/**
 * Exact row counts of the big listed tables, kept by statement triggers (migrations
 * 0006_row_counts, 0016_row_counts_version): an unfiltered list counts by reading one row instead
 * of scanning the table.
 */
export const rowCounts = pgTable('row_counts', {
  table_name: varchar('table_name', { length: 63 }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
  /**
   * Bumped by every statement that writes the table (insert, update, delete, truncate), in its
   * transaction: two reads that see the same version see the same rows in the same order, so a
   * list may reuse where a page started (lib/list/page-bookmarks.ts).
   */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The CSV exports running now, one row each, across every API process (resource/export-route.ts): the
 * limit per user holds for the fleet, not per process. `latido` is renewed while the file is
 * sent; a row whose beat stopped (its process died) no longer counts. No foreign key: a slot is
 * transient, and a deleted user's slots lapse with their beat.
 */
export const exportacionesEnCurso = pgTable(
  'exportaciones_en_curso',
  {
    id: idColumn(),
    usuario_id: integer('usuario_id').notNull(),
    latido: timestamp('latido', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exportaciones_en_curso_usuario_idx').on(t.usuario_id, t.latido)],
);
