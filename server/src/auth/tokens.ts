import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { TokenClaims } from '@gestion/contract/session';

/** Tokens whose signature was checked, kept; bounds memory under a flood of distinct tokens. */
const MAX_VERIFIED = 10_000;

/**
 * Who signs the tokens (the sign-in) and who accepts them (this API): a token made with the same
 * secret for another purpose or by another service (a leaked or shared secret) is refused for
 * lacking them. Constants, not settings: every replica must agree on them.
 */
export const TOKEN_ISSUER = 'gestion/auth';
export const TOKEN_AUDIENCE = 'gestion/api';

/** The session's id (`sid`): a UUID, looked up as one (anything else would be a database error). */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Claims of tokens already verified, by token text. A signature check (WebCrypto HMAC, a key
   * import and a hop to the thread pool) cost ~15% of a list request's CPU, and a session sends
   * the same token with every request. The text holds its own signature, so a token once valid
   * stays valid until it expires: that alone is checked again on each use.
   */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    secret: string,
    private readonly accessMinutes: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** The `exp` (epoch seconds) of a token signed at `now`. */
  expiry(now = Date.now()): number {
    return Math.floor(now / 1000) + Math.max(1, Math.round(this.accessMinutes * 60));
  }

  /** A token of the session `sid` (auth/sessions.ts opens one: its row comes with it). */
  async sign(user: { id: number; username: string; token_version: number }, sid: string, now = Date.now()): Promise<string> {
    return new SignJWT({ user_id: user.id, username: user.username, tv: user.token_version, sid, token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(this.expiry(now))
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string, now = Date.now()): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule: expired once `exp` is not after the current second.
      if (known.exp > Math.floor(now / 1000)) return known;
      this.verified.delete(token);
      return null;
    }
    const claims = await this.check(token, now);
    if (claims) {
      if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
      this.verified.set(token, claims);
    }
    return claims;
  }

  private async check(token: string, now: number): Promise<TokenClaims | null> {
    try {
      // jose refuses a token whose `iss` or `aud` is missing or another.
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(now),
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      });
      const { user_id, username, tv, sid, exp, iat } = payload;
      if (
        typeof user_id !== 'number' ||
        !Number.isInteger(user_id) ||
        typeof username !== 'string' ||
        typeof tv !== 'number' ||
        typeof sid !== 'string' ||
        !SESSION_ID.test(sid) ||
        typeof exp !== 'number' ||
        typeof iat !== 'number' ||
        payload.token_type !== 'access'
      ) {
        return null;
      }
      return { user_id, username, tv, sid, exp, iat, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}
