// Exact counts of a list's searches, kept while the table has not changed.
//
// Counting a broad search means reading every match (12,500 of 100,000 users: the trigram index
// finds them, each row is read to recheck it), while its page is a walk of the order's index that
// stops at the page. So a search is counted once per table version (row_counts.version, bumped by
// every statement that writes the table: migration 0016) and paging, re-sorting or repeating it
// reuses the figure: the same count on every page, exact for the version the page was read at.

/** Searches kept per database handle: bounded, the oldest go first. */
export const MAX_KEPT_COUNTS = 1_000;

const kept = new WeakMap<object, Map<string, { version: string; count: number }>>();

function countsOf(db: object) {
  let counts = kept.get(db);
  if (!counts) kept.set(db, (counts = new Map()));
  return counts;
}

/** The count kept for `key` when it was taken at `version`. */
export function keptCount(db: object, key: string, version: string): number | undefined {
  const hit = countsOf(db).get(key);
  return hit && hit.version === version ? hit.count : undefined;
}

/** Keeps `count` for `key` at `version` (the table's version the rows were counted at). */
export function keepCount(db: object, key: string, version: string, count: number): void {
  const counts = countsOf(db);
  counts.delete(key);
  if (counts.size >= MAX_KEPT_COUNTS) counts.delete(counts.keys().next().value!);
  counts.set(key, { version, count });
}
