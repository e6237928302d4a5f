import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import type { ScryptParams } from '../config.js';
import { RecentCredentials } from './recent-credentials.js';

// Stored format: scrypt$N$r$p$salt$hash (salt and hash in base64url): each hash carries its cost,
// so raising the cost leaves existing hashes valid, and a sign-in re-hashes them (needsRehash).

const KEY_LENGTH = 32;
/** A stored hash naming more than this (2^20: 1 GiB with r=8) is refused, not computed. */
const MAX_N = 2 ** 20;

/** The async scrypt: it runs on libuv's thread pool, never on the event loop. */
function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // Node refuses more than 32 MiB by default; scrypt needs 128·N·r bytes (128 MiB at N=2^17,
  // r=8) plus a little: twice that is room enough.
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

type ParsedHash = { params: ScryptParams; salt: Buffer; key: Buffer };

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((v) => Number.isInteger(v) && v > 0) || params.N > MAX_N) return null;
  return { params, salt: Buffer.from(saltText, 'base64url'), key: Buffer.from(hashText, 'base64url') };
}

/** Checks with the stored hash's own parameters, whatever the configured ones are. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a (verified) stored hash is cheaper than `params` in any of N, r, p: then re-hash it. */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const old = parsed.params;
  return old.N < params.N || old.r < params.r || old.p < params.p;
}

/**
 * Verifies against the stored hash, or, for an unknown user, against a throw-away hash of the
 * same cost, so that the answer takes as long whether or not the username exists.
 */
export class PasswordHasher {
  private dummy: Promise<string> | null = null;
  /** Passwords scrypt has just accepted, for the sign-in's second call (recent-credentials.ts). */
  readonly recent = new RecentCredentials();

  constructor(readonly params: ScryptParams) {}

  hash(password: string): Promise<string> {
    return hashPassword(password, this.params);
  }

  /** Whether this stored hash predates the configured cost (auth/login.ts upgrades it). */
  needsRehash(stored: string): boolean {
    return needsRehash(stored, this.params);
  }

  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    if (stored) return verifyPassword(password, stored);
    this.dummy ??= hashPassword(randomBytes(16).toString('hex'), this.params);
    await verifyPassword(password, await this.dummy);
    return false;
  }
}
