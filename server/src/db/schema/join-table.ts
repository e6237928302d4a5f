import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, UpdateDeleteAction } from 'drizzle-orm/pg-core';
import { refColumn } from './columns.js';

// A table builder, not a table: not exported by index.ts.

/** One side of a join table: its column, the row it references, and what deleting that row does. */
type JoinSide<K extends string> = readonly [column: K, references: () => AnyPgColumn, onDelete: UpdateDeleteAction];

/**
 * A many-to-many join table: its two references are the primary key (in this order, so lookups
 * from the first side use it), and an index on the second side, named
 * `<table>_<second column without _id>_idx`, serves lookups and cascades from that side.
 * `secondIndex: false` leaves it out where nothing looks up from the second side (a profile's
 * professions are read and replaced by profile; a profession is never deleted).
 */
export function joinTable<N extends string, A extends string, B extends string>(
  name: N,
  first: JoinSide<A>,
  second: JoinSide<B>,
  { secondIndex = true }: { secondIndex?: boolean } = {},
) {
  const [a, b] = [first[0], second[0]];
  const columns = {
    [a]: refColumn(a, first[1], first[2]),
    [b]: refColumn(b, second[1], second[2]),
  } as Record<A | B, ReturnType<typeof refColumn>>;
  return pgTable(name, columns, (t) => [
    primaryKey({ columns: [t[a], t[b]] }),
    ...(secondIndex ? [index(`${name}_${b.replace(/_id$/, '')}_idx`).on(t[b])] : []),
  ]);
}
