import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { TokenClaims } from '@gestion/contract/session';

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly accessMinutes: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(user: { id: number; username: string; token_version: number }, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    const exp = iat + Math.max(1, Math.round(this.accessMinutes * 60));
    return new SignJWT({ user_id: user.id, username: user.username, tv: user.token_version, token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const { user_id, username, tv, exp, iat } = payload;
      if (
        typeof user_id !== 'number' ||
        !Number.isInteger(user_id) ||
        typeof username !== 'string' ||
        typeof tv !== 'number' ||
        typeof exp !== 'number' ||
        typeof iat !== 'number' ||
        payload.token_type !== 'access'
      ) {
        return null;
      }
      return { user_id, username, tv, exp, iat };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}
