import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn, nowColumn, refColumn } from './columns.js';
import { users } from './auth.js';

// Self-registration (docs/domain.md, «Registro y activación»): what the form sends beyond the
// user's own fields, and the single-use activation tokens of the registration mail.

/** `telefono` and the requested `rol` of a self-registered user: kept, `rol` grants nothing. */
export const userRegistrations = pgTable('user_registrations', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  telefono: varchar('telefono', { length: 30 }).notNull().default(''),
  rol: varchar('rol', { length: 50 }).notNull().default(''),
  created_at: nowColumn('created_at'),
  /**
   * When the account was first activated (its link, or an administrator); null while the
   * registration is pending: a pending one older than REGISTRO_DIAS is deleted, freeing its
   * username and email (areas/auth/repositories/activation.ts).
   */
  activated_at: timestamp('activated_at', { withTimezone: true }),
});

/** Only the SHA-256 of a token is stored: a leaked table activates no one. */
export const activationTokens = pgTable(
  'activation_tokens',
  {
    id: idColumn(),
    user_id: refColumn('user_id', () => users.id, 'cascade'),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique('activation_tokens_hash_uq'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: nowColumn('created_at'),
  },
  (t) => [index('activation_tokens_user_idx').on(t.user_id)],
);

/**
 * One row per sign-in (the token's `sid`): what lets the server end a token before its `exp`
 * (logout, 'Cerrar las demás sesiones', a password reset) and judge it idle. A token whose row is
 * missing, ended or idle answers 401 (plugins/auth.ts). Rows past `expires_at` serve no token:
 * the user's next sign-in deletes them (repositories/sessions.ts).
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey(),
    user_id: refColumn('user_id', () => users.id, 'cascade'),
    created_at: nowColumn('created_at'),
    /** The last use recorded, at most once a minute (auth/session-activity.ts). */
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The token's `exp`. */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    ended_at: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('user_sessions_user_idx').on(t.user_id, t.expires_at)],
);
