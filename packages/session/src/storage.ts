export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  mustChangePassword: 'must_change_password',
  theme: 'theme',
  sidebar: 'sidebar_expandido',
  importacionPrecios: 'importacionPrecios',
  /** column mappings and value matches of the import wizard, per set of CSV headers */
  importacionPlantillas: 'importacionPlantillas',
} as const;

/** A required second factor not yet enrolled (second-factor.ts); not in STORAGE_KEYS, a published shape. */
export const SECOND_FACTOR_PENDING_KEY = 'segundo_factor_pendiente';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // blocked storage (privacy mode) must not break the app
  }
}

/** Strings are stored raw (the token, the theme), everything else as JSON. */
export function readStored<T>(key: string, fallback: T): T {
  const raw = storage()?.getItem(key);
  if (raw == null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return raw as T;
  }
}

export function writeStored(key: string, value: unknown): void {
  if (value === undefined || value === null) {
    removeStored(key);
    return;
  }
  try {
    storage()?.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // quota or blocked storage: the in-memory state still holds
  }
}

export function removeStored(key: string): void {
  storage()?.removeItem(key);
}

/** The stored session: token, user, the must-change flag and a pending second factor. */
export function clearStoredSession(): void {
  removeStored(STORAGE_KEYS.token);
  removeStored(STORAGE_KEYS.user);
  removeStored(STORAGE_KEYS.mustChangePassword);
  removeStored(SECOND_FACTOR_PENDING_KEY);
}
