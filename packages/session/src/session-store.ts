import type { GroupRef, Me } from '@gestion/contract';
import { createStore } from './create-store';
import { readUserCore } from './read-user';
import { clearStoredSession, readStored, removeStored, STORAGE_KEYS, writeStored } from './storage';
import { isTokenExpired } from './token';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_superuser: boolean;
  is_active: boolean;
  must_change_password: boolean;
  groups: string[];
}

/**
 * Why the session ended, when the user chose to end it (logout, password change): the guard
 * then sends them to /login with this toast and without an origin to come back to.
 */
export interface SignOutNote {
  toast?: { type: 'success' | 'error' | 'info'; text: string };
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  permissions: string[];
  roles: GroupRef[];
  /** false until permissions/me and groups/me answered (or failed): gates wait for it */
  permissionsLoaded: boolean;
  mustChangePassword: boolean;
  /**
   * Set by a deliberate sign-out until the login screen has used it (acknowledgeSignOut) or the
   * next sign-in; null otherwise.
   */
  signedOut: SignOutNote | null;
}

export function toSessionUser(me: Me | SessionUser): SessionUser {
  return { ...readUserCore(me), must_change_password: Boolean(me.must_change_password) };
}

const SIGNED_OUT: SessionState = {
  token: null,
  user: null,
  permissions: [],
  roles: [],
  permissionsLoaded: false,
  mustChangePassword: false,
  signedOut: null,
};

/** Startup rule of the spec: a missing or expired token clears the stored session. */
export function readInitialSession(now = Date.now()): SessionState {
  const token = readStored<string | null>(STORAGE_KEYS.token, null);
  if (typeof token !== 'string' || isTokenExpired(token, now)) {
    clearStoredSession();
    return SIGNED_OUT;
  }
  const storedUser = readStored<SessionUser | null>(STORAGE_KEYS.user, null);
  return {
    ...SIGNED_OUT,
    token,
    user: storedUser && typeof storedUser === 'object' ? toSessionUser(storedUser) : null,
    mustChangePassword: readStored<boolean>(STORAGE_KEYS.mustChangePassword, false) === true,
  };
}

const store = createStore<SessionState>(readInitialSession());

export const sessionStore = {
  getState: store.getState,
  subscribe: store.subscribe,

  setToken(token: string): void {
    writeStored(STORAGE_KEYS.token, token);
    store.setState({ token, signedOut: null });
  },
  setUser(user: Me | SessionUser): void {
    const u = toSessionUser(user);
    writeStored(STORAGE_KEYS.user, u);
    store.setState({ user: u });
  },
  setMustChangePassword(value: boolean): void {
    if (value) writeStored(STORAGE_KEYS.mustChangePassword, true);
    else removeStored(STORAGE_KEYS.mustChangePassword);
    store.setState({ mustChangePassword: value });
  },
  /** Permissions and groups of the signed-in user (not persisted: reloaded on every start). */
  setAccess(permissions: string[], roles: GroupRef[]): void {
    store.setState({ permissions, roles, permissionsLoaded: true });
  },
  /**
   * Clears token, user and the must-change flag (and the in-memory access lists). With a note,
   * the sign-out was the user's choice (see SignOutNote); without, the session was lost.
   */
  clear(note?: SignOutNote): void {
    clearStoredSession();
    store.setState({ ...SIGNED_OUT, signedOut: note ?? null });
  },
  /**
   * Removes the stored session now while this page keeps its state: a sign-out announced by an
   * overlay (password change) is already over for the server, so a reload or another tab during
   * the overlay must not find the revoked token.
   */
  forgetStored(): void {
    clearStoredSession();
  },
  /**
   * The login screen has shown the sign-out's toast: from now on a guarded URL is an origin to
   * come back to again (Back, a typed link).
   */
  acknowledgeSignOut(): void {
    if (store.getState().signedOut !== null) store.setState({ signedOut: null });
  },
  /**
   * Re-reads local storage (tests; another tab signing in or out, or changing the user or the
   * must-change flag). The same token keeps the access lists already loaded for it; a new one
   * starts without them (the host loads them).
   */
  reload(now = Date.now()): void {
    const next = readInitialSession(now);
    const current = store.getState();
    if (next.token !== current.token) {
      store.setState(next);
      return;
    }
    store.setState({
      ...next,
      permissions: current.permissions,
      roles: current.roles,
      permissionsLoaded: current.permissionsLoaded,
      signedOut: current.signedOut,
    });
  },
};

/** Local storage keys whose change in another tab this tab's session follows. */
const SESSION_KEYS: ReadonlySet<string> = new Set([STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.mustChangePassword]);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || SESSION_KEYS.has(e.key)) sessionStore.reload();
  });
}
