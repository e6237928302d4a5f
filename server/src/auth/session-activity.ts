/** Sessions whose use this process remembers; bounds memory under a flood of sign-ins. */
const MAX_SESSIONS = 10_000;

/**
 * The idle timeout (SESION_INACTIVA_MIN): a session unused for `idleMs` is refused, by every API
 * process. Its last use must then be shared through the database, but a write per request would
 * turn every read of the app into a write (a row version, WAL, a lock) for a fact needed to the
 * minute: a use is written only when the last one recorded is `recordEveryMs` old (one minute, or
 * a tenth of a shorter timeout), so a busy session costs one small UPDATE a minute.
 *
 * The price of the bound: a use not yet written is known only to the process that served it. The
 * others judge by the database, which may lag by up to `recordEveryMs`, so a session used last on
 * one process may be refused by another up to that much early, never late: a session is refused
 * only when the latest use anyone knows of is `idleMs` old, and that is never after the real one.
 *
 * Kept apart from the auth cache (auth-cache.ts), which every write empties: a use seen here stays
 * true, and forgetting it would make sessions end early for nothing.
 */
export class SessionActivity {
  private readonly seen = new Map<string, { used: number; recorded: number }>();
  readonly recordEveryMs: number;

  constructor(readonly idleMs: number) {
    this.recordEveryMs = Math.min(60_000, Math.max(1_000, Math.floor(idleMs / 10)));
  }

  /** The latest use known: here, or `recorded` (the database's last_seen_at, epoch ms). */
  lastUse(sid: string, recorded: number): number {
    return Math.max(this.seen.get(sid)?.used ?? 0, recorded);
  }

  isIdle(sid: string, recorded: number, now = Date.now()): boolean {
    return now - this.lastUse(sid, recorded) >= this.idleMs;
  }

  /**
   * A use at `now`. True when it must be written: the last use recorded (here or in the
   * database, as far as this process knows) is `recordEveryMs` old. The caller writes it.
   */
  use(sid: string, recorded: number, now = Date.now()): boolean {
    const known = this.seen.get(sid);
    const last = Math.max(known?.recorded ?? 0, recorded);
    const write = now - last >= this.recordEveryMs;
    if (!known && this.seen.size >= MAX_SESSIONS) this.seen.clear();
    this.seen.set(sid, { used: Math.max(known?.used ?? 0, now), recorded: write ? now : last });
    return write;
  }

  forget(sid: string): void {
    this.seen.delete(sid);
  }
}
