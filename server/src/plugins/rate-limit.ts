import fp from 'fastify-plugin';
import type { LoginThrottleConfig, RegistrationThrottleConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { MESSAGES, tooManyRequests } from '../lib/http-errors.js';
import {
  clearUsernameFailures,
  deleteFailuresBefore,
  failuresForIp,
  failuresForUsername,
  recordFailure,
  releaseAttempts,
} from '../repositories/login-attempts.js';
import { reserveAttempt } from '../repositories/attempts.js';
import type { AttemptWindow } from '../repositories/attempts.js';
import {
  deleteRegistrationsBefore,
  recordRegistration,
  registrationsForIp,
  releaseRegistrations,
} from '../repositories/registration-attempts.js';

// Login throttling (DOMAIN.md "Accounts"): failures are kept in the database, so the limits
// hold across restarts and across several server processes.

const MINUTE = 60_000;

/** Milliseconds until the window's oldest attempt leaves it, once `max` attempts are in it; else null. */
function waitMs(recent: AttemptWindow, max: number, windowMs: number, now: number): number | null {
  return recent.attempts >= max && recent.oldest ? recent.oldest.getTime() + windowMs - now : null;
}

export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly config: LoginThrottleConfig,
    private readonly now: () => number = Date.now,
  ) {}

  private static key(username: string): string {
    return username.trim().toLowerCase().slice(0, 150);
  }

  /**
   * Judges a sign-in before its password is checked: throws 429 while the username or the
   * address has too many recent failures, else records the attempt as a failure at once
   * (repositories/attempts.ts reserveAttempt) and answers its id; `succeed` or `release` takes
   * it back. So a parallel burst is judged one attempt at a time: at most the limit get through.
   */
  async reserve(username: string, ip: string): Promise<number> {
    const key = LoginThrottle.key(username);
    const now = this.now();
    const userWindow = this.config.userWindowMinutes * MINUTE;
    const ipWindow = this.config.ipWindowMinutes * MINUTE;
    const result = await reserveAttempt(
      this.db,
      [`login-user:${key}`, `login-ip:${ip}`],
      async (tx) => {
        const byUser = await failuresForUsername(tx, key, new Date(now - userWindow));
        const byIp = await failuresForIp(tx, ip, new Date(now - ipWindow));
        const waits = [waitMs(byUser, this.config.maxPerUser, userWindow, now), waitMs(byIp, this.config.maxPerIp, ipWindow, now)].filter((w) => w !== null);
        return waits.length > 0 ? Math.max(...waits) : null;
      },
      (tx) => recordFailure(tx, key, ip),
    );
    if ('refused' in result) throw tooManyRequests(MESSAGES.throttled, result.refused / 1000);
    return result.id;
  }

  /** The reserved attempt was a failure: it stays; attempts older than every window go. */
  async fail(): Promise<void> {
    const keep = Math.max(this.config.userWindowMinutes, this.config.ipWindowMinutes) * MINUTE;
    await deleteFailuresBefore(this.db, new Date(this.now() - keep));
  }

  /** The reserved attempt does not count (the right password of an inactive user). */
  async release(attempt: number): Promise<void> {
    await releaseAttempts(this.db, [attempt]);
  }

  /** A success: its attempt does not count, and the username's failures stop counting. */
  async succeed(username: string, attempt: number): Promise<void> {
    await releaseAttempts(this.db, [attempt]);
    await clearUsernameFailures(this.db, LoginThrottle.key(username));
  }
}

/**
 * Self-registration is public and sends a mail to any address typed in: without a limit per
 * address it is a way to spam strangers from our domain.
 */
export class RegistrationThrottle {
  constructor(
    private readonly db: Database,
    private readonly config: RegistrationThrottleConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Throws 429 while the address has used up its registrations for the window; else counts this
   * one at once (before the account is made and the mail sent) and answers its id, which
   * `release` takes back when the registration does not happen.
   */
  async reserve(ip: string): Promise<number> {
    const now = this.now();
    const window = this.config.windowMinutes * MINUTE;
    const result = await reserveAttempt(
      this.db,
      [`register-ip:${ip}`],
      async (tx) => waitMs(await registrationsForIp(tx, ip, new Date(now - window)), this.config.maxPerIp, window, now),
      (tx) => recordRegistration(tx, ip),
    );
    if ('refused' in result) throw tooManyRequests(MESSAGES.registrationThrottled, result.refused / 1000);
    await deleteRegistrationsBefore(this.db, new Date(now - window));
    return result.id;
  }

  async release(attempt: number): Promise<void> {
    await releaseRegistrations(this.db, [attempt]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
    registrationThrottle: RegistrationThrottle;
  }
}

export default fp<{ loginThrottle: LoginThrottleConfig; registrationThrottle: RegistrationThrottleConfig }>(
  async (app, opts) => {
    app.decorate('loginThrottle', new LoginThrottle(app.db, opts.loginThrottle));
    app.decorate('registrationThrottle', new RegistrationThrottle(app.db, opts.registrationThrottle));
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
