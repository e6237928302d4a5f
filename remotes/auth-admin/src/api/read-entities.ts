import type { Group, Permission, UserListItem } from '@gestion/contract';
import { readUserCore } from '@gestion/session';

// Spec section 3: list answers may spell a user's fields differently (see readUserCore) and give
// a group's permissions as objects or as bare codename strings. The screens get one shape.

type Loose = Record<string, unknown>;

export function readUserListItem(raw: unknown): UserListItem {
  const u = (raw && typeof raw === 'object' ? raw : {}) as Loose;
  return {
    ...readUserCore(u),
    date_joined: typeof u.date_joined === 'string' ? u.date_joined : '',
    last_login: typeof u.last_login === 'string' ? u.last_login : null,
    permisosCount: typeof u.permisosCount === 'number' ? u.permisosCount : 0,
  };
}

/** A codename string has no id: NaN marks it, and screens that need ids match by codename. */
export function readPermission(raw: unknown): Permission {
  if (typeof raw === 'string') return { id: NaN, codename: raw, name: raw };
  const p = (raw && typeof raw === 'object' ? raw : {}) as Loose;
  const codename = typeof p.codename === 'string' ? p.codename : '';
  return { id: typeof p.id === 'number' ? p.id : NaN, codename, name: typeof p.name === 'string' ? p.name : codename };
}

export function readGroup(raw: unknown): Group {
  const g = (raw && typeof raw === 'object' ? raw : {}) as Loose;
  return {
    id: typeof g.id === 'number' ? g.id : Number(g.id ?? g.pk),
    name: typeof g.name === 'string' ? g.name : '',
    permissions: Array.isArray(g.permissions) ? g.permissions.map(readPermission) : [],
  };
}
