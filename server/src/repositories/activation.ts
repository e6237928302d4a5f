import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { normalizeUsername, sameUsername } from '../db/case-insensitive.js';
import type { Database } from '../db/client.js';
import { activationTokens, userRegistrations, users } from '../db/schema/index.js';
import type { NewUser, UserRow } from './users.js';
import { withHistorial, writeCreated } from './historial.js';
import { USER_HISTORIAL } from './historial-objetos.js';

// Self-registration and the single-use activation token of its mail.

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface Registration {
  user: UserRow;
  telefono: string;
  rol: string;
  /** The clear token, only ever put in the mail. */
  token: string;
}

/** Creates the inactive user, their registration details and an activation token, atomically. */
export async function register(
  db: Database,
  values: NewUser & { telefono: string; rol: string },
  /** lifetime of the activation token */
  hours: number,
): Promise<Registration> {
  const { telefono, rol, ...user } = values;
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values({ ...user, is_active: false, must_change_password: false }).returning();
    if (!row) throw new Error('insert returned no row');
    await tx.insert(userRegistrations).values({ user_id: row.id, telefono, rol });
    // Nobody was signed in: the person registering is the actor.
    await writeCreated(tx, { id: row.id, username: row.username }, USER_HISTORIAL, row.id, { origen: 'registro' });
    await tx.insert(activationTokens).values({
      user_id: row.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + hours * 3_600_000),
    });
    return { user: row, telefono, rol, token };
  });
}

/** Undoes a registration whose mail could not be sent (the person can simply try again). */
export async function forgetRegistration(db: Database, userId: number): Promise<void> {
  await db.transaction((tx) =>
    withHistorial(tx, null, 'eliminar', USER_HISTORIAL, userId, () => tx.delete(users).where(and(eq(users.id, userId), eq(users.is_active, false))), {
      motivo: 'No se pudo enviar el correo de activación.',
    }));
}

export type ActivationResult = 'activated' | 'not_found' | 'invalid_token';

/**
 * Activates an inactive user with an unused, unexpired token of theirs. The token is spent in
 * the same statement that checks it, so two concurrent requests cannot both use it.
 */
export async function activate(db: Database, username: string, token: string | undefined): Promise<ActivationResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, username: users.username, is_active: users.is_active })
      .from(users)
      .where(sameUsername(users.username, normalizeUsername(username)))
      .limit(1)
      .for('update');
    if (!user || user.is_active) return 'not_found';
    if (!token) return 'invalid_token';
    const spent = await tx
      .update(activationTokens)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(activationTokens.user_id, user.id),
          eq(activationTokens.token_hash, hashToken(token)),
          isNull(activationTokens.used_at),
          gt(activationTokens.expires_at, new Date()),
        ),
      )
      .returning({ id: activationTokens.id });
    if (spent.length === 0) return 'invalid_token';
    await withHistorial(tx, { id: user.id, username: user.username }, 'activar', USER_HISTORIAL, user.id, () =>
      tx.update(users).set({ is_active: true }).where(eq(users.id, user.id)), { origen: 'enlace de activación' });
    // Any other link of this user is void now.
    await tx
      .update(activationTokens)
      .set({ used_at: new Date() })
      .where(and(eq(activationTokens.user_id, user.id), isNull(activationTokens.used_at)));
    return 'activated';
  });
}
