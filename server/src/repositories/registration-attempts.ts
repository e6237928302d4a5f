import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { registrationAttempts } from '../db/schema/index.js';
import type { FailureWindow } from './login-attempts.js';

export async function registrationsForIp(db: Executor, ip: string, since: Date): Promise<FailureWindow> {
  const [row] = await db
    .select({ failures: count(), oldest: min(registrationAttempts.created_at) })
    .from(registrationAttempts)
    .where(and(eq(registrationAttempts.ip, ip), gt(registrationAttempts.created_at, since)));
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

export async function recordRegistration(db: Executor, ip: string): Promise<void> {
  await db.insert(registrationAttempts).values({ ip });
}

export async function deleteRegistrationsBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(registrationAttempts).where(lt(registrationAttempts.created_at, before));
}
