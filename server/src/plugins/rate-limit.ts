import fp from 'fastify-plugin';
import type { LoginThrottleConfig, PasswordChangeThrottleConfig, RegistrationThrottleConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { usernameKey } from '../db/case-insensitive.js';
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
} from '../repositories/registration-attempts.js';

// Login throttling (docs/domain.md, «Cuentas»): failures are kept in the database, so the limits
// hold across restarts and across several server processes.

const MINUTE = 60_000;

/** Milliseconds until the window's oldest attempt leaves it, once `max` attempts are in it; else null. */
function waitMs(recent: AttemptWindow, max: number, windowMs: number, now: number): number | null {
  return recent.attempts >= max && recent.oldest ? recent.oldest.getTime() + windowMs - now : null;
}

/** A reserved password check: its row in the attempts table, and the key it counts against. */
export interface PasswordAttempt {
  id: number;
  key: string;
}

/**
 * Limits on password guesses, kept in login_attempts: per key (a username's key at sign-in, a
 * user id at change-password: `#42`, which no username can be) and per address (every wrong
 * password from the address counts, wherever it was typed).
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly config: LoginThrottleConfig,
    private readonly now: () => number = Date.now,
    /** what the key's lock is called (the address's lock is shared by every such throttle) */
    private readonly scope = 'login-user',
    /** how long failures are kept: the longest window of every throttle sharing the table */
    private readonly keepMinutes = Math.max(config.userWindowMinutes, config.ipWindowMinutes),
  ) {}

  /**
   * A sign-in, judged before its password is checked: the username's key is the database's
   * (db/case-insensitive.ts usernameKey), the very one that finds the user, so no other spelling
   * of the name has a window of its own.
   */
  async reserve(username: string, ip: string): Promise<PasswordAttempt> {
    const key = Array.from(await usernameKey(this.db, username)).slice(0, 150).join('');
    return this.reserveKey(key, ip);
  }

  /**
   * Throws 429 while the key or the address has too many recent failures, else records the
   * attempt as a failure at once (repositories/attempts.ts reserveAttempt) and answers it;
   * `succeed` or `release` takes it back. So a parallel burst is judged one attempt at a time:
   * at most the limit get through.
   */
  async reserveKey(key: string, ip: string): Promise<PasswordAttempt> {
    const now = this.now();
    const userWindow = this.config.userWindowMinutes * MINUTE;
    const ipWindow = this.config.ipWindowMinutes * MINUTE;
    const result = await reserveAttempt(
      this.db,
      [`${this.scope}:${key}`, `login-ip:${ip}`],
      async (tx) => {
        const byUser = await failuresForUsername(tx, key, new Date(now - userWindow));
        const byIp = await failuresForIp(tx, ip, new Date(now - ipWindow));
        const waits = [waitMs(byUser, this.config.maxPerUser, userWindow, now), waitMs(byIp, this.config.maxPerIp, ipWindow, now)].filter((w) => w !== null);
        return waits.length > 0 ? Math.max(...waits) : null;
      },
      (tx) => recordFailure(tx, key, ip),
    );
    if ('refused' in result) throw tooManyRequests(MESSAGES.throttled, result.refused / 1000);
    return { id: result.id, key };
  }

  /** The reserved attempt was a failure: it stays; attempts older than every window go. */
  async fail(): Promise<void> {
    await deleteFailuresBefore(this.db, new Date(this.now() - this.keepMinutes * MINUTE));
  }

  /** The reserved attempt does not count (the right password of an inactive user). */
  async release(attempt: PasswordAttempt): Promise<void> {
    await releaseAttempts(this.db, [attempt.id]);
  }

  /** A success: its attempt does not count, and the key's failures stop counting. */
  async succeed(attempt: PasswordAttempt): Promise<void> {
    await releaseAttempts(this.db, [attempt.id]);
    await clearUsernameFailures(this.db, attempt.key);
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
   * Throws 429 while the address has used up its tries for the window; else counts this one at
   * once (before anything is checked, made or mailed), for good: a try that finds a taken email
   * is a guess like any other, so no slot is ever given back.
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
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
    /** change-password's wrong current passwords: per user (`#id`), and per address with the sign-in's */
    passwordChangeThrottle: LoginThrottle;
    registrationThrottle: RegistrationThrottle;
  }
}

export default fp<{
  loginThrottle: LoginThrottleConfig;
  passwordChangeThrottle: PasswordChangeThrottleConfig;
  registrationThrottle: RegistrationThrottleConfig;
}>(
  async (app, opts) => {
    const login = opts.loginThrottle;
    const change = { ...opts.passwordChangeThrottle, maxPerIp: login.maxPerIp, ipWindowMinutes: login.ipWindowMinutes };
    // Both keep their failures in login_attempts: each prunes only what is older than every window.
    const keep = Math.max(login.userWindowMinutes, login.ipWindowMinutes, change.userWindowMinutes);
    app.decorate('loginThrottle', new LoginThrottle(app.db, login, Date.now, 'login-user', keep));
    app.decorate('passwordChangeThrottle', new LoginThrottle(app.db, change, Date.now, 'password-change-user', keep));
    app.decorate('registrationThrottle', new RegistrationThrottle(app.db, opts.registrationThrottle));
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
