import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The browser signs in with two calls that both carry the password, one right after the other
// (custom-login, then jwt/create: the spec's contract), and each ran scrypt: ~290 ms at the
// production cost on this machine's cores, twice on the path from 'Ingresar' to the dashboard,
// which a branch office's slow line already makes long. A password scrypt has just accepted is
// remembered for a moment, for one more check: as an HMAC under a key made at start and held only
// in this process's memory, bound to the stored hash it matched (a changed password or an upgraded
// hash no longer matches). What it gives away is nothing the process does not already hold: the
// same memory sees the password in every sign-in's body. Another instance of the fleet has no entry
// and runs scrypt, as before.
//
// The host sends the two calls side by side (one round trip less on a branch office's line): the
// second then finds the first's scrypt still running, and waits for its verdict on the same
// password instead of running its own (`shared`).

/** How long an accepted password may stand in for scrypt once: the two calls are a round trip apart. */
export const RECENT_CREDENTIALS_MS = 60_000;
/** Entries kept at most (the oldest go first past it): one per person signing in within the minute. */
const MAX_ENTRIES = 10_000;

export class RecentCredentials {
  private readonly key = randomBytes(32);
  /** user id → what their password matched, and until when (a Map keeps insertion order). */
  private readonly entries = new Map<number, { digest: Buffer; expires: number }>();

  constructor(
    private readonly ttlMs = RECENT_CREDENTIALS_MS,
    private readonly max = MAX_ENTRIES,
  ) {}

  private digest(password: string, stored: string): Buffer {
    return createHmac('sha256', this.key).update(stored).update('\0').update(password.normalize('NFKC')).digest();
  }

  /** scrypt has just accepted `password` for this user's `stored` hash. */
  remember(userId: number, password: string, stored: string, now = Date.now()): void {
    this.entries.delete(userId);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, { digest: this.digest(password, stored), expires: now + this.ttlMs });
  }

  /** user id → the scrypt running for it now, and on which password (the same digest). */
  private readonly running = new Map<number, { digest: Buffer; check: Promise<boolean> }>();

  /**
   * `verify`'s verdict on `password` for this user's `stored` hash; when a check of the same
   * password for the same hash is running already (the sign-in's other call), its verdict instead
   * (`joined`: this call ran no scrypt, and its guess is the other's). A different password runs
   * its own check.
   */
  async shared(userId: number, password: string, stored: string, verify: () => Promise<boolean>): Promise<{ ok: boolean; joined: boolean }> {
    const digest = this.digest(password, stored);
    const current = this.running.get(userId);
    if (current && timingSafeEqual(current.digest, digest)) return { ok: await current.check, joined: true };
    const check = verify();
    if (!current) {
      this.running.set(userId, { digest, check });
      const done = () => {
        if (this.running.get(userId)?.check === check) this.running.delete(userId);
      };
      check.then(done, done);
    }
    return { ok: await check, joined: false };
  }

  /**
   * Whether `password` is the one accepted for `stored` within the last moment. Used up either
   * way: one cheap check per scrypt, and a wrong guess leaves nothing to guess against.
   */
  take(userId: number, password: string, stored: string, now = Date.now()): boolean {
    const entry = this.entries.get(userId);
    if (!entry) return false;
    this.entries.delete(userId);
    return entry.expires > now && timingSafeEqual(entry.digest, this.digest(password, stored));
  }
}
