import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { Secret, TOTP } from 'otpauth';

// The TOTP second factor (RFC 6238, through the otpauth library): 6 digits, 30 s, SHA-1, what
// every authenticator app reads from an otpauth:// URI.

export const TOTP_PERIOD_S = 30;
/** One step either side of now: a phone's clock a little off, or a code typed as it changed. */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = 'Gestión';
export const RECOVERY_CODE_COUNT = 10;
/** How long the code step of a sign-in may wait after its password was checked. */
export const CHALLENGE_MINUTES = 5;

export function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secretBase32) });
}

/** A new secret: 20 random bytes (RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step a code belongs to when it is right within the window, else null. The caller
 * accepts it only if it is later than the last step accepted (no code is used twice).
 */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32, 'x').validate({ token, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}

/**
 * The secrets are kept encrypted (AES-256-GCM) under a key derived from the JWT secret (HKDF,
 * its own label): a copy of the database alone gives nobody's codes.
 */
export class SecretBox {
  private readonly key: Buffer;

  private readonly codeKey: Buffer;

  constructor(jwtSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret, 'gestion', 'totp-secret-v1', 32));
    this.codeKey = Buffer.from(hkdfSync('sha256', jwtSecret, 'gestion', 'recovery-code-v1', 32));
  }

  /**
   * A recovery code as typed (any case, spaces, with or without its dash) to what is kept: an
   * HMAC-SHA-256 under a key of its own, since ~49 bits are within reach of an offline search
   * of a plain hash.
   */
  codeHash(code: string): string {
    return createHmac('sha256', this.codeKey).update(code.toLowerCase().replace(/[\s-]+/g, ''), 'utf8').digest('hex');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of 10 characters (about 49 bits each), `xxxxx-xxxxx`, no look-alike letters. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}


export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(code.toLowerCase().replace(/[\s-]+/g, ''));
}

/**
 * The sign-in's code step: custom-login answers a challenge, a short-lived token that only
 * `jwt/segundo-factor/` takes (its `token_type` is not 'access', so no route accepts it as a
 * session), bound to the user's token version (a password change voids it).
 */
export class ChallengeTokens {
  private readonly key: Uint8Array;

  constructor(jwtSecret: string) {
    this.key = new TextEncoder().encode(jwtSecret);
  }

  async sign(user: { id: number; token_version: number }, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    return new SignJWT({ user_id: user.id, tv: user.token_version, token_type: 'segundo_factor' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + CHALLENGE_MINUTES * 60)
      .sign(this.key);
  }

  async verify(token: string, now = Date.now()): Promise<{ user_id: number; tv: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: new Date(now) });
      const { user_id, tv, token_type } = payload;
      if (token_type !== 'segundo_factor' || typeof user_id !== 'number' || typeof tv !== 'number') return null;
      return { user_id, tv };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}

const services = new WeakMap<object, { box: SecretBox; challenges: ChallengeTokens }>();

/** The app's secret box and challenge signer, made once per app from its JWT secret. */
export function secondFactorServices(app: { config: { jwtSecret: string } }): { box: SecretBox; challenges: ChallengeTokens } {
  let found = services.get(app.config);
  if (!found) {
    found = { box: new SecretBox(app.config.jwtSecret), challenges: new ChallengeTokens(app.config.jwtSecret) };
    services.set(app.config, found);
  }
  return found;
}
