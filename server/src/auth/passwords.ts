import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ScryptParams } from '../config.js';
import { RecentCredentials } from './recent-credentials.js';

// Stored format: scrypt$N$r$p$salt$hash (salt and hash in base64url): each hash carries its cost,
// so raising the cost leaves existing hashes valid, and a sign-in re-hashes them (needsRehash).

const KEY_LENGTH = 32;
/** A stored hash naming more than this (2^20: 1 GiB with r=8) is refused, not computed. */
const MAX_N = 2 ** 20;
/** Salt of a new hash: 32 bytes, the length libsodium's scrypt takes (older hashes have 16). */
export const SALT_BYTES = 32;

/**
 * libsodium's scrypt (sodium-native), the same function as node:crypto's (OpenSSL's): the same
 * key for the same password, salt and N, r, p, computed faster (libsodium's salsa20/8 uses SIMD).
 * At the production cost scrypt is most of a sign-in's time on a branch office's line,
 * and the defender's implementation is then closer to an attacker's. It takes its cost as limits
 * of operations and memory, from which it derives N, r, p (`pickparams` in libsodium):
 * `sodiumLimits` gives the limits that give back exactly the hash's N, r, p; a cost they cannot
 * say, a salt of another length, or a platform without the prebuilt addon take node:crypto's.
 */
interface SodiumScrypt {
  crypto_pwhash_scryptsalsa208sha256_async(out: Buffer, password: Buffer, salt: Buffer, opslimit: number, memlimit: number, done: (err: Error | null) => void): void;
  crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MAX: number;
  crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MIN: number;
}

function loadSodium(): SodiumScrypt | null {
  try {
    return createRequire(import.meta.url)('sodium-native') as SodiumScrypt;
  } catch {
    return null;
  }
}
const sodium = loadSodium();

/**
 * libsodium's limits for these N, r, p, or null when they cannot say them exactly. libsodium
 * fixes r = 8, raises the operations to at least 32,768 (N·p ≥ 1024) and takes no memory limit
 * under its minimum (16 MiB). With p = 1, the operations give N and the memory only has to exceed
 * 32 times them; with p > 1, the memory gives N (its largest power of two) and the operations p.
 */
export function sodiumLimits({ N, r, p }: ScryptParams): { opslimit: number; memlimit: number } | null {
  if (!sodium || r !== 8 || N * p < 1024) return null;
  const minMemory = sodium.crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MIN;
  const limits =
    p === 1 ? { opslimit: 4 * N * r, memlimit: Math.max(minMemory, 128 * N * r + 32) } : { opslimit: 4 * N * r * p, memlimit: 128 * N * r };
  if (limits.memlimit < minMemory || limits.opslimit > sodium.crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MAX) return null;
  // (The addon reports its memory maximum as 0: SIZE_MAX does not fit its number. 1 GiB, MAX_N's, is far below it.)
  return limits;
}

export type ScryptEngine = 'sodium' | 'node';

/** The engine for hashes both can compute: libsodium's until chooseScryptEngine has timed both. */
let preferred: ScryptEngine = 'sodium';

/** Which implementation computes this hash: the preferred one where it can, else node:crypto's. */
export function scryptEngine(salt: Buffer, params: ScryptParams): ScryptEngine {
  return preferred === 'sodium' && sodium && salt.length === SALT_BYTES && sodiumLimits(params) ? 'sodium' : 'node';
}

/** How much faster node:crypto's must be to replace libsodium's (closer to an attacker's, see above). */
const NODE_MARGIN = 0.9;

/**
 * Times both engines here at `params` (alternated, `rounds` each, the quickest of each kept) and
 * prefers node:crypto's when it is clearly the quicker. Which one is depends on the machine, not
 * on the code: libsodium maps its 128 MiB with mmap itself, fresh for every hash, while
 * node:crypto's comes from malloc, which glibc backs with 2 MiB pages when GLIBC_TUNABLES sets
 * glibc.malloc.hugetlb=1 (scripts/lib.mjs API_ENV, the Dockerfile). Where a fresh page is cheap,
 * libsodium's SIMD wins (351 against 502 ms, docs/decisions.md); in a virtual machine whose
 * fresh page cost 17 µs, its 32,768 pages were 560 of its 650 ms and node:crypto's took 310 ms
 * (`bench/scrypt.ts`). Answers both times and the choice; a failure keeps libsodium's.
 */
export async function chooseScryptEngine(
  params: ScryptParams,
  rounds = 2,
  time: (engine: ScryptEngine) => Promise<number> = timeEngine(params),
): Promise<{ engine: ScryptEngine; sodiumMs: number; nodeMs: number } | null> {
  if (!sodium || !sodiumLimits(params)) return null;
  let sodiumMs = Infinity;
  let nodeMs = Infinity;
  for (let i = 0; i < rounds; i++) {
    sodiumMs = Math.min(sodiumMs, await time('sodium'));
    nodeMs = Math.min(nodeMs, await time('node'));
  }
  preferred = nodeMs < sodiumMs * NODE_MARGIN ? 'node' : 'sodium';
  return { engine: preferred, sodiumMs, nodeMs };
}

/** One hash of a throw-away password by `engine`, in ms. */
const timeEngine =
  (params: ScryptParams) =>
  async (engine: ScryptEngine): Promise<number> => {
    const salt = randomBytes(SALT_BYTES);
    const started = performance.now();
    await (engine === 'sodium' ? sodiumScrypt('elección de motor', salt, sodiumLimits(params)!) : nodeScrypt('elección de motor', salt, params));
    return performance.now() - started;
  };

/** Back to libsodium's (tests). */
export function resetScryptEngine(): void {
  preferred = 'sodium';
}

/** The async scrypt: it runs on libuv's thread pool, never on the event loop (either implementation). */
function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const limits = scryptEngine(salt, params) === 'sodium' ? sodiumLimits(params) : null;
  return limits ? sodiumScrypt(password, salt, limits) : nodeScrypt(password, salt, params);
}

/** libsodium's scrypt (only where sodiumLimits answered). */
function sodiumScrypt(password: string, salt: Buffer, limits: { opslimit: number; memlimit: number }): Promise<Buffer> {
  const key = Buffer.alloc(KEY_LENGTH);
  return new Promise((resolve, reject) => {
    sodium!.crypto_pwhash_scryptsalsa208sha256_async(key, Buffer.from(password.normalize('NFKC'), 'utf8'), salt, limits.opslimit, limits.memlimit, (err) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** node:crypto's scrypt (OpenSSL's). */
export function nodeScrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
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
  const salt = randomBytes(SALT_BYTES);
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

/**
 * Whether a (verified) stored hash is cheaper than `params` in any of N, r, p, or has an older,
 * shorter salt (which only node:crypto's scrypt, the slower, computes): then re-hash it.
 */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const old = parsed.params;
  return old.N < params.N || old.r < params.r || old.p < params.p || parsed.salt.length < SALT_BYTES;
}

/**
 * Runs one task at a time per key, the next after the one before (whatever its outcome). scrypt
 * runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which every
 * sign-in shares: one account's parallel password checks queue behind each other on one thread
 * instead of filling the pool while other people wait to sign in.
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task running or waiting (tests). */
  get size(): number {
    return this.tails.size;
  }
}

/**
 * Verifies against the stored hash, or, for an unknown user, against a throw-away hash of the
 * same cost, so that the answer takes as long whether or not the username exists.
 */
export class PasswordHasher {
  private dummy: Promise<string> | null = null;
  /** Passwords scrypt has just accepted, for the sign-in's second call (recent-credentials.ts). */
  readonly recent = new RecentCredentials();
  /** An account's password work outside the sign-in (change-password), one check at a time. */
  readonly perAccount = new OneAtATime();

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
