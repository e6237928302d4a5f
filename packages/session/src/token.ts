import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from '@gestion/contract';

/** Expiry of the token in epoch milliseconds, or null when it cannot be decoded. */
export function tokenExpiry(token: string | null | undefined): number | null {
  if (!token) return null;
  try {
    const { exp } = jwtDecode<Partial<TokenClaims>>(token);
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
