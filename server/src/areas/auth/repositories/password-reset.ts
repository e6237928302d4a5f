import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import { passwordResetAttempts, passwordResetTokens, users } from '../../../db/schema/index.js';
import { attemptLog } from '../../../repositories/attempts.js';
import { hashToken } from './activation.js';
import type { UserRow } from '../../../repositories/users.js';
import { setPasswordHash } from '../../../repositories/users.js';
import { withHistorial } from '../../../repositories/historial.js';
import { USER_HISTORIAL } from '../historial.js';

// Password reset by email: single-use links (only their SHA-256 stored), valid one hour.

export const RESET_TOKEN_MS = 3_600_000;

/** Django mails every active account of an address; more than this is not a person's. */
const MAX_ACCOUNTS_PER_EMAIL = 5;

/**
 * The key an email is counted and matched by: the same string for both, so no spelling of an
 * address reaches its accounts under another count (JavaScript's and PostgreSQL's lower() differ
 * on some letters; the accounts are matched by `lower(email) = key`, the key computed once here).
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 254);
}

export interface IssuedReset {
  user: Pick<UserRow, 'id' | 'username' | 'email'>;
  /** The clear token, only ever put in the mail. */
  token: string;
}

/** A link for each active account of the address (Django's PasswordResetForm.get_users). */
export async function issueResetTokens(db: Database, key: string, now = Date.now()): Promise<IssuedReset[]> {
  if (!key) return [];
  const accounts = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, key), eq(users.is_active, true), ne(users.password, '')))
    .orderBy(users.id)
    .limit(MAX_ACCOUNTS_PER_EMAIL);
  const issued: IssuedReset[] = [];
  for (const user of accounts) {
    const token = randomBytes(32).toString('base64url');
    await db.insert(passwordResetTokens).values({ user_id: user.id, token_hash: hashToken(token), expires_at: new Date(now + RESET_TOKEN_MS) });
    issued.push({ user, token });
  }
  return issued;
}

const validToken = (token: string, now: Date) =>
  and(eq(passwordResetTokens.token_hash, hashToken(token)), isNull(passwordResetTokens.used_at), gt(passwordResetTokens.expires_at, now));

/** The account an unused, unexpired link belongs to, if it is still active; else undefined. */
export async function findResetUser(db: Executor, token: string, now = new Date()): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
    .where(and(validToken(token, now), eq(users.is_active, true)))
    .limit(1);
  return row?.user;
}

/**
 * Spends the link and sets the new password in one transaction: the token is marked used by the
 * statement that checks it (two requests cannot both use it), the password change bumps the
 * token version (every session of the user ends) and every other link of the user is void.
 * False when the link was no longer valid.
 */
export async function spendResetToken(db: Database, token: string, userId: number, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const spent = await tx
      .update(passwordResetTokens)
      .set({ used_at: now })
      .where(and(validToken(token, now), eq(passwordResetTokens.user_id, userId)))
      .returning({ id: passwordResetTokens.id });
    if (spent.length === 0) return false;
    const [user] = await tx.select({ username: users.username, is_active: users.is_active }).from(users).where(eq(users.id, userId)).for('update');
    if (!user?.is_active) return false;
    await withHistorial(tx, { id: userId, username: user.username }, 'cambiar_contrasena', USER_HISTORIAL, userId, () => setPasswordHash(tx, userId, passwordHash), {
      origen: 'enlace de restablecimiento',
    });
    await tx
      .update(passwordResetTokens)
      .set({ used_at: now })
      .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
    return true;
  });
}

const attempts = attemptLog(passwordResetAttempts);
export const resetRequestsForEmail = attempts.countBy(passwordResetAttempts.email);
export const resetRequestsForIp = attempts.countBy(passwordResetAttempts.ip);
export const deleteResetRequestsBefore = attempts.deleteBefore;

export async function recordResetRequest(db: Executor, email: string, ip: string): Promise<number> {
  const [row] = await db.insert(passwordResetAttempts).values({ email, ip }).returning({ id: passwordResetAttempts.id });
  return row!.id;
}

/** Links past their hour (used or not) no longer serve anything. */
export async function deleteExpiredResetTokens(db: Executor, now = new Date()): Promise<void> {
  await db.delete(passwordResetTokens).where(sql`${passwordResetTokens.expires_at} < ${now}`);
}
