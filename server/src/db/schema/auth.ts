import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { idColumn, nowColumn } from './columns.js';
import { joinTable } from './join-table.js';
import { searchText } from '../../lib/search-text.js';

// Column and property names are the API's (snake_case, as Django names them), so rows map to
// responses without renaming.

const USER_SEARCHED = sql`"username" || ' ' || "email" || ' ' || "first_name" || ' ' || "last_name"`;
/** See users.search_short. */
export const USER_SEARCH_SHORT = 300;

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    username: varchar('username', { length: 150 }).notNull(),
    password: text('password').notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    first_name: varchar('first_name', { length: 150 }).notNull().default(''),
    last_name: varchar('last_name', { length: 150 }).notNull().default(''),
    is_active: boolean('is_active').notNull().default(true),
    is_superuser: boolean('is_superuser').notNull().default(false),
    must_change_password: boolean('must_change_password').notNull().default(false),
    /** Bumped by a password change, a deactivation or a group change: older tokens stop working. */
    token_version: integer('token_version').notNull().default(0),
    /** A confirmed TOTP second factor (db/schema/second-factor.ts): its sign-in needs the code step. */
    segundo_factor: boolean('segundo_factor').notNull().default(false),
    date_joined: nowColumn('date_joined'),
    last_login: timestamp('last_login', { withTimezone: true }),
    /** What the users list searches (lib/search-text.ts), normalised once per write. */
    search_text: text('search_text').notNull().generatedAlwaysAs(searchText(USER_SEARCHED)),
    /**
     * search_text when it is at most USER_SEARCH_SHORT characters, else NULL: small enough for the
     * order's index to hold it (a btree entry is at most 2,704 bytes; 300 four-byte characters and
     * the username twice stay under it), so a broad search walks that index alone (areas/auth/repositories/accounts.ts).
     */
    search_short: text('search_short').generatedAlwaysAs(
      sql`case when length(${searchText(USER_SEARCHED)}) <= ${sql.raw(String(USER_SEARCH_SHORT))} then ${searchText(USER_SEARCHED)} end`,
    ),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    // The users list's default order, exactly (lib/pagination.ts appends id), holding the
    // column the expression reads and the short searched text: a deep page and a broad search's
    // walk are index-only scans.
    index('users_username_lower_id_search_idx').on(sql`lower(${t.username})`, t.id, t.username, t.search_short),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_search_text_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: idColumn(),
    name: varchar('name', { length: 150 }).notNull().unique('groups_name_uq'),
    /** Its members must use a second factor (as superusers must). */
    requiere_segundo_factor: boolean('requiere_segundo_factor').notNull().default(false),
    search_text: text('search_text').notNull().generatedAlwaysAs(searchText(sql`"name"`)),
  },
  (t) => [
    index('groups_name_lower_id_idx').on(sql`lower(${t.name})`, t.id, t.name),
    index('groups_search_text_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

export const permissions = pgTable('permissions', {
  id: idColumn(),
  /** The full key, `app.action_model`. */
  codename: varchar('codename', { length: 120 }).notNull().unique('permissions_codename_uq'),
  name: varchar('name', { length: 255 }).notNull(),
  app_label: varchar('app_label', { length: 50 }).notNull(),
  model: varchar('model', { length: 100 }).notNull(),
});

export const userGroups = joinTable('user_groups', ['user_id', () => users.id, 'cascade'], ['group_id', () => groups.id, 'cascade']);

export const groupPermissions = joinTable('group_permissions', ['group_id', () => groups.id, 'cascade'], ['permission_id', () => permissions.id, 'cascade']);

export const userPermissions = joinTable('user_permissions', ['user_id', () => users.id, 'cascade'], ['permission_id', () => permissions.id, 'cascade']);

/** Failed sign-ins, for throttling. `cleared` rows no longer count against their username. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: idColumn(),
    username: varchar('username', { length: 150 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    cleared: boolean('cleared').notNull().default(false),
    created_at: nowColumn('created_at'),
  },
  (t) => [
    index('login_attempts_username_idx').on(t.username, t.created_at),
    index('login_attempts_ip_idx').on(t.ip, t.created_at),
    index('login_attempts_created_idx').on(t.created_at),
  ],
);

/** Self-registration tries (and activation-link requests) per address, for throttling the mails they may send. */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: idColumn(),
    ip: varchar('ip', { length: 64 }).notNull(),
    created_at: nowColumn('created_at'),
  },
  (t) => [
    index('registration_attempts_ip_idx').on(t.ip, t.created_at),
    index('registration_attempts_created_idx').on(t.created_at),
  ],
);
