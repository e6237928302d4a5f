import type { Executor } from '../db/client.js';
import { registrationAttempts } from '../db/schema/index.js';
import { attemptLog } from './attempts.js';

// Self-registration tries (and activation-link requests), counted per address (plugins/rate-limit.ts).

const log = attemptLog(registrationAttempts);

export const registrationsForIp = log.countBy(registrationAttempts.ip);

export const deleteRegistrationsBefore = log.deleteBefore;

export async function recordRegistration(db: Executor, ip: string): Promise<number> {
  const [row] = await db.insert(registrationAttempts).values({ ip }).returning({ id: registrationAttempts.id });
  return row!.id;
}

