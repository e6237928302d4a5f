import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, nowColumn, refColumn } from './columns.js';
import { users } from './auth.js';

// Password reset by email (Django's PasswordResetView): the single-use links of its mail, and
// the requests counted per address and per email for its limits.

/** Only the SHA-256 of a link's token is stored: a leaked table resets no one's password. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: idColumn(),
    user_id: refColumn('user_id', () => users.id, 'cascade'),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique('password_reset_tokens_hash_uq'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: nowColumn('created_at'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.user_id)],
);

/** Reset requests (each may send a mail), counted per address and per email typed in. */
export const passwordResetAttempts = pgTable(
  'password_reset_attempts',
  {
    id: idColumn(),
    email: varchar('email', { length: 254 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    created_at: nowColumn('created_at'),
  },
  (t) => [
    index('password_reset_attempts_email_idx').on(t.email, t.created_at),
    index('password_reset_attempts_ip_idx').on(t.ip, t.created_at),
    index('password_reset_attempts_created_idx').on(t.created_at),
  ],
);
