import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { announceAuthChange } from '../../../auth/auth-changes.js';
import type { Database, Executor } from '../../../db/client.js';
import { groups, userGroups, userRecoveryCodes, userTotp, users } from '../../../db/schema/index.js';
import { withHistorial } from '../../../repositories/historial.js';
import type { HistorialActor } from '../../../repositories/historial.js';
import { USER_HISTORIAL } from '../historial.js';

// The TOTP second factor's rows: the (encrypted) secret, the last step accepted, recovery codes.

export async function findTotp(db: Executor, userId: number) {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.user_id, userId)).limit(1);
  return row;
}

/** A new pending secret (replacing a pending one); none while a confirmed one exists. */
export async function startEnrolment(db: Executor, userId: number, sealed: string): Promise<boolean> {
  const rows = await db
    .insert(userTotp)
    .values({ user_id: userId, secret_enc: sealed })
    .onConflictDoUpdate({ target: userTotp.user_id, set: { secret_enc: sealed, last_step: null, created_at: new Date() }, setWhere: isNull(userTotp.confirmed_at) })
    .returning({ id: userTotp.user_id });
  return rows.length > 0;
}

/** Confirms the pending secret with its first code's step and replaces the recovery codes. */
export async function confirmEnrolment(db: Database, actor: HistorialActor, userId: number, step: number, codeHashes: readonly string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(userTotp)
      .set({ confirmed_at: new Date(), last_step: step })
      .where(and(eq(userTotp.user_id, userId), isNull(userTotp.confirmed_at)))
      .returning({ id: userTotp.user_id });
    if (done.length === 0) return false;
    await withHistorial(tx, actor, 'modificar', USER_HISTORIAL, userId, () => tx.update(users).set({ segundo_factor: true }).where(eq(users.id, userId)), {
      segundo_factor: 'activado',
    });
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.user_id, userId));
    await tx.insert(userRecoveryCodes).values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
    await announceAuthChange(tx, `user:${userId}`);
    return true;
  });
}

/** Turns the second factor off: secret and recovery codes gone, with its history entry. */
export async function disableSecondFactor(db: Database, actor: HistorialActor, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userTotp).where(eq(userTotp.user_id, userId));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.user_id, userId));
    await withHistorial(tx, actor, 'modificar', USER_HISTORIAL, userId, () => tx.update(users).set({ segundo_factor: false }).where(eq(users.id, userId)), {
      segundo_factor: 'desactivado',
    });
    await announceAuthChange(tx, `user:${userId}`);
  });
}

/** Ten new recovery codes in place of the old ones (used or not), in one transaction. */
export async function replaceRecoveryCodes(db: Database, userId: number, codeHashes: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.user_id, userId));
    await tx.insert(userRecoveryCodes).values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
  });
}

/**
 * Takes a code's step as the last one accepted, only if it is later than the last: a code (or
 * an earlier one) is never accepted twice, even by two requests at once (one statement).
 */
export async function acceptStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ last_step: step })
    .where(and(eq(userTotp.user_id, userId), or(isNull(userTotp.last_step), lt(userTotp.last_step, step))))
    .returning({ id: userTotp.user_id });
  return rows.length > 0;
}

/** Spends an unused recovery code of the user; false when there is none with that hash. */
export async function spendRecoveryCode(db: Executor, userId: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ used_at: new Date() })
    .where(and(eq(userRecoveryCodes.user_id, userId), eq(userRecoveryCodes.code_hash, hash), isNull(userRecoveryCodes.used_at)))
    .returning({ id: userRecoveryCodes.id });
  return rows.length > 0;
}

export async function remainingRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.user_id, userId), isNull(userRecoveryCodes.used_at)));
  return row?.n ?? 0;
}

/** Superusers, and members of a group marked as requiring it, must use a second factor. */
export async function secondFactorRequired(db: Executor, user: { id: number; is_superuser: boolean }): Promise<boolean> {
  if (user.is_superuser) return true;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.group_id))
    .where(and(eq(userGroups.user_id, user.id), eq(groups.requiere_segundo_factor, true)))
    .limit(1);
  return Boolean(row);
}

export async function groupsRequiringSecondFactor(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: groups.id }).from(groups).where(eq(groups.requiere_segundo_factor, true)).orderBy(groups.id);
  return rows.map((r) => r.id);
}

export async function setGroupRequiresSecondFactor(db: Executor, id: number, required: boolean): Promise<boolean> {
  const rows = await db.update(groups).set({ requiere_segundo_factor: required }).where(eq(groups.id, id)).returning({ id: groups.id });
  return rows.length > 0;
}
