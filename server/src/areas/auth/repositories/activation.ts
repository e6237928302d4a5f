import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { ieq, normalizeUsername, sameUsername } from '../../../db/case-insensitive.js';
import type { Database, Executor } from '../../../db/client.js';
import { activationTokens, userRegistrations, users } from '../../../db/schema/index.js';
import type { NewUser, UserRow } from '../../../repositories/users.js';
import { withHistorial, writeCreated } from '../../../repositories/historial.js';
import { USER_HISTORIAL } from '../historial.js';

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

const DAY_MS = 86_400_000;

/** Registrations made at or before this moment and still pending have expired (REGISTRO_DIAS). */
export const registrationCutoff = (days: number, now = Date.now()): Date => new Date(now - days * DAY_MS);

/** The user is inactive and their registration was never activated. */
const PENDING = and(eq(users.is_active, false), isNull(userRegistrations.activated_at));

/**
 * Deletes (a batch of) the registrations pending for more than `days`: their username and email
 * are free again. Each leaves its history entry, as the registration's own did.
 */
export async function purgeExpiredRegistrations(db: Database, days: number, batch = 100): Promise<number> {
  const expired = await db
    .select({ id: users.id })
    .from(userRegistrations)
    .innerJoin(users, eq(users.id, userRegistrations.user_id))
    .where(and(PENDING, lte(userRegistrations.created_at, registrationCutoff(days))))
    .limit(batch);
  for (const { id } of expired) {
    await db.transaction((tx) =>
      withHistorial(
        tx,
        null,
        'eliminar',
        USER_HISTORIAL,
        id,
        () =>
          tx
            .delete(users)
            .where(and(eq(users.id, id), eq(users.is_active, false), sql`exists (select 1 from user_registrations r where r.user_id = ${users.id} and r.activated_at is null)`)),
        { motivo: `El registro no se activó en ${days} días.` },
      ));
  }
  return expired.length;
}

/** Who holds an email, and whether their registration is still pending (and not expired). */
export async function emailOwner(db: Database, email: string, days: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      pending: sql<boolean>`coalesce(${and(PENDING, gt(userRegistrations.created_at, registrationCutoff(days)))}, false)`,
    })
    .from(users)
    .leftJoin(userRegistrations, eq(userRegistrations.user_id, users.id))
    .where(ieq(users.email, email))
    .orderBy(desc(users.is_active), users.id)
    .limit(1);
  return row;
}

/**
 * A new activation link for a pending, unexpired registration (the older links stop working);
 * null when the user has none.
 */
export async function renewActivation(db: Database, userId: number, hours: number, days: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(userRegistrations, eq(userRegistrations.user_id, users.id))
      .where(and(eq(users.id, userId), PENDING, gt(userRegistrations.created_at, registrationCutoff(days))))
      .for('update', { of: users });
    if (!row) return null;
    await tx
      .update(activationTokens)
      .set({ used_at: new Date() })
      .where(and(eq(activationTokens.user_id, userId), isNull(activationTokens.used_at)));
    const token = randomBytes(32).toString('base64url');
    await tx.insert(activationTokens).values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + hours * 3_600_000) });
    return token;
  });
}

/**
 * Activates an inactive user with an unused, unexpired token of theirs, while the registration
 * has not expired. The token is spent in the same statement that checks it, so two concurrent
 * requests cannot both use it.
 */
export async function activate(db: Database, username: string, token: string | undefined, days: number): Promise<ActivationResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, username: users.username, is_active: users.is_active, registered: userRegistrations.created_at })
      .from(users)
      .leftJoin(userRegistrations, eq(userRegistrations.user_id, users.id))
      .where(sameUsername(users.username, normalizeUsername(username)))
      .limit(1)
      .for('update', { of: users });
    if (!user || user.is_active) return 'not_found';
    if (!token) return 'invalid_token';
    if (user.registered && user.registered <= registrationCutoff(days)) return 'invalid_token';
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
    await markActivated(tx, user.id);
    // Any other link of this user is void now.
    await tx
      .update(activationTokens)
      .set({ used_at: new Date() })
      .where(and(eq(activationTokens.user_id, user.id), isNull(activationTokens.used_at)));
    return 'activated';
  });
}

/** The registration (if the user has one) is activated: it no longer expires. */
export async function markActivated(db: Executor, userId: number): Promise<void> {
  await db
    .update(userRegistrations)
    .set({ activated_at: new Date() })
    .where(and(eq(userRegistrations.user_id, userId), isNull(userRegistrations.activated_at)));
}
