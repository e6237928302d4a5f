import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { exportacionesEnCurso as slots } from '../db/schema/index.js';
import { reserveAttempt } from './attempts.js';

// The exports running now, kept in the database so that the limit per user holds across the
// fleet (several API processes behind a proxy), as the login throttles do (attempts.ts).

/** A slot whose beat is older than this belongs to a process that stopped: it no longer counts. */
export const SLOT_STALE_MS = 60_000;
/** How often a running export renews its slot's beat. */
export const SLOT_BEAT_MS = 15_000;

const staleBefore = () => sql`now() - ${`${SLOT_STALE_MS} milliseconds`}::interval`;

/**
 * A slot for one more export of `userId`, or null when `max` of theirs are running. Judged and
 * taken under the user's advisory lock, so two requests at once (on two processes) cannot both
 * take the last slot; the user's lapsed slots are cleared on the way.
 */
export async function takeExportSlot(db: Database, userId: number, max: number): Promise<number | null> {
  const result = await reserveAttempt(
    db,
    [`exportar:${userId}`],
    async (tx) => {
      await tx.delete(slots).where(and(eq(slots.usuario_id, userId), lt(slots.latido, staleBefore())));
      const [row] = await tx.select({ n: count() }).from(slots).where(eq(slots.usuario_id, userId));
      return (row?.n ?? 0) >= max ? true : null;
    },
    async (tx) => (await tx.insert(slots).values({ usuario_id: userId }).returning({ id: slots.id }))[0]!.id,
  );
  return 'id' in result ? result.id : null;
}

/** The export is still being sent. */
export async function beatExportSlot(db: Executor, id: number): Promise<void> {
  await db.update(slots).set({ latido: sql`now()` }).where(eq(slots.id, id));
}

export async function releaseExportSlot(db: Executor, id: number): Promise<void> {
  await db.delete(slots).where(eq(slots.id, id));
}

/** The exports of `userId` that count against the limit now. */
export async function runningExportSlots(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(slots).where(and(eq(slots.usuario_id, userId), gt(slots.latido, staleBefore())));
  return row?.n ?? 0;
}
