/** True when `err` (or what drizzle wraps) is PostgreSQL's unique_violation, optionally of one index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/**
 * What `write` returns, or `taken` when it breaks the unique index `constraint` (any unique
 * index, when undefined): a create's answer to a name taken since its check, or concurrently.
 */
export async function unlessTaken<T, U>(write: () => Promise<T>, constraint: string | undefined, taken: U): Promise<T | U> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, constraint)) return taken;
    throw err;
  }
}

/** True when `err` (or what drizzle wraps) is PostgreSQL's foreign_key_violation: a row still referenced, or a reference to none. */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
