export interface StoredEntry {
  key: string;
  /** Parsed JSON when the value is JSON, else the raw text; never shortened (the token neither). */
  value: unknown;
}

/** First and last characters only, for the summary of the auth values (storage shows it whole). */
export function truncateToken(token: string | null | undefined): string {
  if (!token) return '(sin token)';
  if (token.length <= 24) return `${token.slice(0, 6)}…`;
  return `${token.slice(0, 12)}…${token.slice(-6)} (${token.length} caracteres)`;
}

/**
 * Every key of local storage. The session package reads only the keys it knows; this debug
 * page must list everything as it is stored, so it enumerates the storage itself (read-only).
 */
export function readLocalStorage(storage: Storage | undefined = globalThis.localStorage): StoredEntry[] {
  if (!storage) return [];
  const entries: StoredEntry[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key === null) continue;
    const raw = storage.getItem(key) ?? '';
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // not JSON: show the text as it is
    }
    entries.push({ key, value });
  }
  return entries.sort((a, b) => a.key.localeCompare(b.key));
}
