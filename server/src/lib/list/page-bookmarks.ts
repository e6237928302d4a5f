import { Column, is } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TableListOptions } from './options.js';
import type { OrderTerm } from './request.js';

// Where deep pages of a list started, remembered while the table has not changed.
//
// A page at offset 40,000 is a walk of 40,000 index entries on every request: a btree holds no
// positions. Once one request has walked there, the row that opened the page is known; while the
// table's version (row_counts.version, bumped in the writer's transaction by every statement that
// writes the table: migration 0016) is the one it was read at, the same rows stand in the same
// order, so the page is a walk from that row. Each read returns the version its rows were read at:
// a bookmark is used only when that matches, else the page is read from the top again.

/** Marked ORDER BY expressions: see rowKey. */
const ROW_KEYS = new WeakSet<SQL>();

/**
 * Marks an ORDER BY expression (a whitelist entry that is not a plain column) as computed from its
 * row's own columns and never NULL, like a NOT NULL column of the table: deep pages of an order
 * made of such keys can start from a remembered row. A NULL key or one read from another table
 * would make "the rows after this one" a different set than the order's.
 */
export function rowKey(expr: SQL): SQL {
  ROW_KEYS.add(expr);
  return expr;
}

/** Whether `order` can be walked from a row: one direction, every key its row's own and never NULL. */
export function bookmarkable(options: TableListOptions, order: readonly OrderTerm[]): boolean {
  return order.every(
    (t) =>
      t.descending === order[0]!.descending &&
      (is(t.expr, Column) ? t.expr.notNull && t.expr.table === options.table : ROW_KEYS.has(t.expr)),
  );
}

/** Page starts kept per list and order: a user pages a few at a time; this bounds the rest. */
export const MAX_BOOKMARKS = 256;

export interface Bookmark {
  /** The row's place in the order (0 is the first row). */
  offset: number;
  /** The list's unique key of the row that stands there. */
  key: unknown;
  /** The table's version the place was read at. */
  version: string;
}

export class PageBookmarks {
  private version: string | undefined;
  /** offset → key, oldest first (a Map keeps insertion order). */
  private readonly starts = new Map<number, unknown>();

  constructor(private readonly max = MAX_BOOKMARKS) {}

  /** The nearest remembered place at or before `offset`, past the first row (that one needs none). */
  nearest(offset: number): Bookmark | undefined {
    if (this.version === undefined) return undefined;
    let best: number | undefined;
    for (const start of this.starts.keys()) if (start <= offset && (best === undefined || start > best)) best = start;
    return best === undefined ? undefined : { offset: best, key: this.starts.get(best), version: this.version };
  }

  /** At `version`, the row `key` stands at `offset`. Another version forgets the places of the one before. */
  remember(offset: number, key: unknown, version: string): void {
    if (offset <= 0) return;
    if (version !== this.version) {
      this.starts.clear();
      this.version = version;
    }
    this.starts.delete(offset);
    if (this.starts.size >= this.max) this.starts.delete(this.starts.keys().next().value!);
    this.starts.set(offset, key);
  }
}

const byOwner = new WeakMap<object, WeakMap<object, Map<string, PageBookmarks>>>();

/** The bookmarks of one database handle's list (an options object declared once) in one order. */
export function bookmarksFor(db: object, list: object, order: string): PageBookmarks {
  let lists = byOwner.get(db);
  if (!lists) byOwner.set(db, (lists = new WeakMap()));
  let orders = lists.get(list);
  if (!orders) lists.set(list, (orders = new Map()));
  let marks = orders.get(order);
  if (!marks) {
    // Orders in use are a handful per list; an unbounded variety of them is not worth keeping.
    if (orders.size >= 64) orders.clear();
    orders.set(order, (marks = new PageBookmarks()));
  }
  return marks;
}
