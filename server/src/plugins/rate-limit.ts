import fp from 'fastify-plugin';
import type { LoginThrottleConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { MESSAGES, tooManyRequests } from '../lib/http-errors.js';
import {
  clearUsernameFailures,
  deleteFailuresBefore,
  failuresForIp,
  failuresForUsername,
  recordFailure,
} from '../repositories/login-attempts.js';

// Login throttling (DOMAIN.md "Accounts"): failures are kept in the database, so the limits
// hold across restarts and across several server processes.

const MINUTE = 60_000;

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
    const waits: number[] = [];
    if (byUser.failures >= this.config.maxPerUser && byUser.oldest) {
      waits.push(byUser.oldest.getTime() + userWindow - now);
    }
    if (byIp.failures >= this.config.maxPerIp && byIp.oldest) {
      waits.push(byIp.oldest.getTime() + ipWindow - now);
    }
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

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

export default fp<{ loginThrottle: LoginThrottleConfig }>(
  async (app, opts) => {
    app.decorate('loginThrottle', new LoginThrottle(app.db, opts.loginThrottle));
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
