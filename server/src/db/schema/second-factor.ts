import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, nowColumn, refColumn } from './columns.js';
import { users } from './auth.js';

// The TOTP second factor (RFC 6238) and its single-use recovery codes.

/**
 * A user's TOTP secret, encrypted (AES-256-GCM under a key derived from JWT_SECRET): a copy of
 * the table alone gives no codes. Pending until confirmed with a first code; `last_step` is the
 * time step of the last code accepted, so a code is never accepted twice.
 */
export const userTotp = pgTable('user_totp', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret_enc: text('secret_enc').notNull(),
  confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
  last_step: integer('last_step'),
  created_at: nowColumn('created_at'),
});

/** Ten per enrolment, shown once; only their HMAC kept (auth/second-factor.ts SecretBox.codeHash). */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: idColumn(),
    user_id: refColumn('user_id', () => users.id, 'cascade'),
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: nowColumn('created_at'),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.user_id)],
);
