import type { PermissionKey } from '@gestion/contract';
import type { SessionState } from './session-store';

export function isSuperuser(s: SessionState): boolean {
  return Boolean(s.user?.is_superuser);
}

/** A superuser passes every check; others need the key in their permission list. */
export function hasPermission(s: SessionState, key: PermissionKey): boolean {
  return isSuperuser(s) || s.permissions.includes(key);
}

/** Group-name prefix ('terra_', 'acmia_'), compared case-insensitively; true for a superuser. */
export function hasRolePrefix(s: SessionState, prefix: string): boolean {
  if (isSuperuser(s)) return true;
  const p = prefix.toLowerCase();
  const names = [...s.roles.map((r) => r.name), ...(s.user?.groups ?? [])];
  return names.some((n) => typeof n === 'string' && n.toLowerCase().startsWith(p));
}
