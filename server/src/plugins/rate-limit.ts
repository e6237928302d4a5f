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
} from '../repositories/login-attempts.js';
import type { AttemptWindow } from '../repositories/attempts.js';
import {
  deleteRegistrationsBefore,
  recordRegistration,
  registrationsForIp,
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

  /** Throws 429 while the username or the address has too many recent failures. */
  async check(username: string, ip: string): Promise<void> {
    const now = this.now();
    const userWindow = this.config.userWindowMinutes * MINUTE;
    const ipWindow = this.config.ipWindowMinutes * MINUTE;
    const [byUser, byIp] = await Promise.all([
      failuresForUsername(this.db, LoginThrottle.key(username), new Date(now - userWindow)),
      failuresForIp(this.db, ip, new Date(now - ipWindow)),
    ]);
    const waits = [
      waitMs(byUser, this.config.maxPerUser, userWindow, now),
      waitMs(byIp, this.config.maxPerIp, ipWindow, now),
    ].filter((w) => w !== null);
    if (waits.length > 0) throw tooManyRequests(MESSAGES.throttled, Math.max(...waits) / 1000);
  }

  async fail(username: string, ip: string): Promise<void> {
    await recordFailure(this.db, LoginThrottle.key(username), ip);
    const keep = Math.max(this.config.userWindowMinutes, this.config.ipWindowMinutes) * MINUTE;
    await deleteFailuresBefore(this.db, new Date(this.now() - keep));
  }

  async succeed(username: string): Promise<void> {
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

  /** Throws 429 while the address has used up its registrations for the window. */
  async check(ip: string): Promise<void> {
    const now = this.now();
    const window = this.config.windowMinutes * MINUTE;
    const recent = await registrationsForIp(this.db, ip, new Date(now - window));
    const wait = waitMs(recent, this.config.maxPerIp, window, now);
    if (wait !== null) throw tooManyRequests(MESSAGES.registrationThrottled, wait / 1000);
  }

  async record(ip: string): Promise<void> {
    await recordRegistration(this.db, ip);
    await deleteRegistrationsBefore(this.db, new Date(this.now() - this.config.windowMinutes * MINUTE));
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
