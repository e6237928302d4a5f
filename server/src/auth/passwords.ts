import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import type { ScryptParams } from '../config.js';

// Stored format: scrypt$N$r$p$salt$hash (salt and hash in base64url), so the cost can be raised
// later without invalidating existing hashes.

const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // Node refuses more than 32 MiB by default; N=2^15, r=8 needs 32 MiB plus overhead.
  const maxmem = 128 * params.N * params.r * 2 + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const key = await scrypt(password, Buffer.from(saltText, 'base64url'), params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Verifies against the stored hash, or, for an unknown user, against a throw-away hash of the
 * same cost, so that the answer takes as long whether or not the username exists.
 */
export class PasswordHasher {
  private dummy: Promise<string> | null = null;

  constructor(readonly params: ScryptParams) {}

  hash(password: string): Promise<string> {
    return hashPassword(password, this.params);
  }

  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    if (stored) return verifyPassword(password, stored);
    this.dummy ??= hashPassword(randomBytes(16).toString('hex'), this.params);
    await verifyPassword(password, await this.dummy);
    return false;
  }
}
