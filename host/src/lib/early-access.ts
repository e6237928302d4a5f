import { authorizationHeader, SESSION_PATHS, toGroups, toPermissions } from '@gestion/api/session-paths';
import type { MyGroups, MyPermissions } from '@gestion/contract';
import { clearStoredSession, readStored, STORAGE_KEYS } from '@gestion/session/storage';
import { isTokenExpired } from '@gestion/session/token';

// Imported by the entry (index.ts), before the shared modules are negotiated: only plain fetch
// and the three dependency-free modules above, which the entry's chunk carries itself.

export interface EarlyAccess {
  /** The token the answers are for: a sign-out or another sign-in meanwhile makes them stale. */
  token: string;
  permissions: MyPermissions;
  groups: MyGroups;
}

/**
 * A returning user's permissions and groups, asked for while the bootstrap chunk and the shared
 * modules load: the layout waits for them, and on a revisit over a slow line their round trip
 * then starts ~100 ms sooner. Null without a stored token, or when either call does not answer
 * 200: loadAccess then asks again the usual way, whose 401 handling ends a revoked session.
 *
 * The spec's start-up rule comes first: a missing or expired token clears the stored session and
 * is never sent (the session store judges it the same way when it loads, later).
 */
export async function requestAccessEarly(apiBaseUrl: string, fetchImpl: typeof fetch = fetch, now = Date.now()): Promise<EarlyAccess | null> {
  const token = readStored<string | null>(STORAGE_KEYS.token, null);
  if (typeof token !== 'string' || isTokenExpired(token, now)) {
    clearStoredSession();
    return null;
  }
  const base = apiBaseUrl.replace(/\/+$/, '');
  const read = async (path: string): Promise<unknown> => {
    const res = await fetchImpl(`${base}${path}`, { headers: { Authorization: authorizationHeader(token) } });
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
    return res.json();
  };
  try {
    const [permissions, groups] = await Promise.all([read(SESSION_PATHS.permissions), read(SESSION_PATHS.groups)]);
    return { token, permissions: toPermissions(permissions), groups: toGroups(groups) };
  } catch {
    return null;
  }
}
