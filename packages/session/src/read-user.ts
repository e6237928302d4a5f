// Spec section 3 ("Entities and their fields"): a user's id may also come as `pk` or `user_id`,
// `is_active` as `activo`, and groups as names or as objects with a `name`. Every screen reads
// users through here, so a back end that answers in either form shows the same.

import type { UserAccount } from '@gestion/contract';

type Loose = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function numberOr(...values: unknown[]): number {
  for (const v of values) {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    if (typeof n === 'number' && Number.isFinite(n)) return n;
  }
  return NaN;
}

/** Group names from names or `{name}` objects; anything else is left out. */
export function readGroupNames(groups: unknown): string[] {
  if (!Array.isArray(groups)) return [];
  return groups
    .map((g) => (typeof g === 'string' ? g : g && typeof g === 'object' ? text((g as Loose).name) : ''))
    .filter((name) => name !== '');
}

/** The fields every user answer shares. */
export type UserCore = Pick<UserAccount, 'id' | 'username' | 'email' | 'first_name' | 'last_name' | 'is_active' | 'is_superuser' | 'groups'>;

/** The fields every user answer shares, whichever of the spec's spellings it uses. */
export function readUserCore(raw: unknown): UserCore {
  const u = (raw && typeof raw === 'object' ? raw : {}) as Loose;
  const active = u.is_active ?? u.activo;
  return {
    id: numberOr(u.id, u.pk, u.user_id),
    username: text(u.username),
    email: text(u.email),
    first_name: text(u.first_name),
    last_name: text(u.last_name),
    // Absent means active: the spec's lists only ever flag the inactive ones.
    is_active: active !== false && active !== 0 && active !== 'false',
    is_superuser: Boolean(u.is_superuser),
    groups: readGroupNames(u.groups),
  };
}
