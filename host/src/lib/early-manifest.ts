import type { AreaNavigation } from '@gestion/ui/area';
import { readStored, STORAGE_KEYS } from '@gestion/session/storage';
import { isTokenExpired } from '@gestion/session/token';
import { NAVIGATION_CACHE_KEY } from '../features/navigation/navigation-cache-key';

// Imported by the entry (index.ts), before the shared modules are negotiated: plain fetch and
// dependency-free modules only (the type import is erased).

/** The manifest of the current address's area, asked for by the entry; taken once by the runtime. */
export interface EarlyManifest {
  url: string;
  response: Promise<Response | undefined>;
}

/** How well a route's path matches: static segments count most, then parameters, then a splat. */
function score(pattern: string, segments: string[]): number {
  const parts = pattern.split('/').filter(Boolean);
  let total = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '*') return total + 1;
    if (i >= segments.length) return -1;
    if (part.startsWith(':')) total += 2;
    else if (part === segments[i]) total += 3;
    else return -1;
  }
  return parts.length === segments.length ? total : -1;
}

/**
 * The area whose routes (the navigation documents kept from the last visit) best match `pathname`.
 * React Router's own matcher (navigation/routes.ts matchAreaRoute) is a shared module, not there
 * yet when the entry runs; this ranks like it (static, then parameter, then splat), and a wrong
 * guess costs one manifest revalidation the runtime then does not take.
 */
export function areaOfPath(areas: Record<string, AreaNavigation>, pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  let best: { area: string; score: number } | null = null;
  for (const [area, doc] of Object.entries(areas)) {
    for (const { path } of doc?.resources ?? []) {
      const s = score(path, segments);
      if (s >= 0 && (!best || s > best.score)) best = { area, score: s };
    }
  }
  return best?.area ?? null;
}

/**
 * A returning user's start at an area's address: that area's manifest is asked for now, while the
 * shared modules load, instead of once the bootstrap has run (a revalidation round trip on the
 * way to the screen, ~90 ms earlier on a branch office's line). Null when nobody is signed in (an
 * expired token is nobody: the login comes next) or the address is no area's.
 */
export function requestManifestEarly(remotes: Record<string, string>, pathname: string, fetchImpl: typeof fetch = fetch): EarlyManifest | null {
  const token = readStored<string | null>(STORAGE_KEYS.token, null);
  if (typeof token !== 'string' || isTokenExpired(token)) return null;
  const area = areaOfPath(readStored<Record<string, AreaNavigation>>(NAVIGATION_CACHE_KEY, {}), pathname);
  const url = area ? remotes[area] : undefined;
  if (!url) return null;
  // The runtime's own request (runtime-core's SnapshotHandler: fetch(url, {})); a failure leaves it to ask again.
  return { url, response: fetchImpl(url, {}).then((r) => (r.ok ? r : undefined), () => undefined) };
}
