import type { MyGroups, MyPermissions } from '@gestion/contract';

// The signed-in user's access calls as plain data, free of the HTTP client: the host's entry asks
// for a returning user's access with `fetch` before the shared modules load (host/src/lib/
// early-access.ts), and this package's calls (session.ts) use the same paths, header and reading.

export const SESSION_PATHS = {
  permissions: '/api/auth/permissions/me/',
  groups: '/api/auth/groups/me/',
} as const;

/** The API's token scheme (`Authorization: JWT <token>`: docs/domain.md, «Autenticación»). */
export function authorizationHeader(token: string): string {
  return `JWT ${token}`;
}

/** permissions/me's answer: its codenames (anything else is dropped). */
export function toPermissions(data: unknown): MyPermissions {
  return Array.isArray(data) ? data.filter((p): p is string => typeof p === 'string') : [];
}

/** groups/me's answer: its groups, or none. */
export function toGroups(data: unknown): MyGroups {
  return Array.isArray(data) ? (data as MyGroups) : [];
}
