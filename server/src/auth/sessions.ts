import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client.js';
import { insertSession } from '../repositories/sessions.js';
import { SessionActivity } from './session-activity.js';
import type { TokenService } from './tokens.js';

/**
 * Sessions on the server: each token belongs to a row of user_sessions (its `sid`), which logout,
 * 'Cerrar las demás sesiones' and a password reset end, and whose last use the idle timeout reads
 * (session-activity.ts). plugins/auth.ts checks both on every request, from its cache.
 */
export class SessionService {
  readonly activity: SessionActivity;

  constructor(
    private readonly db: Executor,
    private readonly tokens: TokenService,
    idleMinutes: number,
  ) {
    this.activity = new SessionActivity(Math.round(idleMinutes * 60_000));
  }

  /**
   * A new session and its token (jwt/create). One INSERT is all it adds to a sign-in, run while
   * the token is signed.
   */
  async open(user: { id: number; username: string; token_version: number }, now = Date.now()): Promise<string> {
    const sid = randomUUID();
    const [token] = await Promise.all([
      this.tokens.sign(user, sid, now),
      insertSession(this.db, { id: sid, user_id: user.id, at: new Date(now), expires_at: new Date(this.tokens.expiry(now) * 1000) }),
    ]);
    return token;
  }
}
