import type { TokenClaims } from '@gestion/contract';

// Imports nothing at run time: the host's entry judges the stored token with it before the shared
// modules load (host/src/lib/early-access.ts), so that an expired one is never sent.

/** The token's payload, or null when it is not a readable JWT. */
function payloadOf(token: string): Partial<TokenClaims> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const payload: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  return payload && typeof payload === 'object' ? (payload as Partial<TokenClaims>) : null;
}

/** Expiry of the token in epoch milliseconds, or null when it cannot be decoded. */
export function tokenExpiry(token: string | null | undefined): number | null {
  if (!token) return null;
  try {
    const exp = payloadOf(token)?.exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A token without a readable `exp` counts as expired: the server would refuse it anyway. */
export function isTokenExpired(token: string | null | undefined, now = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp <= now;
}
