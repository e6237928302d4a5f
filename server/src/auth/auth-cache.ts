// What authentication reads for a user (token version, active, superuser, permission keys) and
// for a session (ended, last use recorded), reused within this process for a short while: a list page then costs no query for the
// session. Any request that may write (not GET/HEAD/OPTIONS) empties it once it has done its
// work, before its answer leaves, so a password change, a deactivation, a group or permission
// change ends older tokens here at once. Loads that began before an emptying are not kept
// (they may have read the old state). Other processes notice within the lifetime.

export interface AuthState {
  id: number;
  username: string;
  is_superuser: boolean;
  token_version: number;
  permissions: ReadonlySet<string>;
  /** A temporary password: only the routes marked `duringPasswordChange` serve the user. */
  must_change_password: boolean;
  /** A second factor required of the user and not enrolled (plugins/auth.ts). */
  second_factor_missing: boolean;
}

/** A sign-in as the database last told (repositories/sessions.ts). */
export interface SessionState {
  user_id: number;
  ended: boolean;
  /** last_seen_at, epoch ms */
  recorded: number;
}

/** Entries are few (one per signed-in user); this bounds memory under a flood of users. */
const MAX_ENTRIES = 10_000;

export class AuthCache {
  private readonly entries = new Map<number, { state: AuthState; expires: number }>();
  private readonly sessions = new Map<string, { state: SessionState; expires: number }>();
  private generation = 0;
  /** Lookups answered from the cache, and not (read by the metrics). */
  hits = 0;
  misses = 0;

  constructor(private readonly ttlMs: number) {}

  get(userId: number, now = Date.now()): AuthState | undefined {
    const entry = this.entries.get(userId);
    if (!entry) {
      this.misses++;
      return undefined;
    }
    if (entry.expires <= now) {
      this.entries.delete(userId);
      this.misses++;
      return undefined;
    }
    this.hits++;
    return entry.state;
  }

  /** Call before reading the database; pass the result to `set`. */
  ticket(): number {
    return this.generation;
  }

  set(state: AuthState, ticket: number, now = Date.now()): void {
    if (this.ttlMs <= 0 || ticket !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(state.id, { state, expires: now + this.ttlMs });
  }

  getSession(sid: string, now = Date.now()): SessionState | undefined {
    const entry = this.sessions.get(sid);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.sessions.delete(sid);
      return undefined;
    }
    return entry.state;
  }

  /** As `set`, with a ticket taken before reading the session. */
  setSession(sid: string, state: SessionState, ticket: number, now = Date.now()): void {
    if (this.ttlMs <= 0 || ticket !== this.generation) return;
    if (this.sessions.size >= MAX_ENTRIES) this.sessions.clear();
    this.sessions.set(sid, { state, expires: now + this.ttlMs });
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.sessions.clear();
  }
}
