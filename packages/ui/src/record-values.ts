// The edit form's values of a declared resource's record, and what a correction sends: only the
// fields the person changed, in the wire's shape (a cleared decimal is null, text is trimmed).
import type { FieldDeclaration } from '@gestion/contract/resource';

export type EditableField<T> = { name: keyof T & string; field: FieldDeclaration<T> };

/** Whole numbers typed in a line, separated by spaces or commas ('3 14 27'). */
export const INTEGERS = /^\s*\d+(?:[\s,]+\d+)*\s*$/;

/** A field's value as the wire carries it, from what its form input holds. */
export function wireValue(field: Pick<FieldDeclaration<unknown>, 'input'>, value: unknown): unknown {
  const input = field.input ?? 'text';
  if (input === 'text') return typeof value === 'string' ? value.trim() : (value ?? '');
  if (input === 'integers') return typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean).map(Number) : value;
  if (typeof input === 'object' && 'decimals' in input) return value === undefined || value === '' ? null : value;
  return value;
}

/** The fields whose value differs from the record's, as PATCH takes them; empty when none does. */
export function changedValues<T>(fields: readonly EditableField<T>[], record: T, values: Record<string, unknown>): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const { name, field } of fields) {
    if (!Object.hasOwn(values, name)) continue;
    const next = wireValue(field, values[name]);
    if (!sameValue(next, record[name])) changed[name] = next;
  }
  return changed;
}

// A decimal comes back as the text the server wrote ('18.500000') and the input may give it as
// typed ('18.5'): the same number is no change. An optional text the record has none of (null)
// shows blank, and left blank it is no change either.
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const none = (v: unknown) => v === null || v === undefined || v === '';
  if (none(a) && none(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if ((a === null || a === undefined) !== (b === null || b === undefined)) return false;
  const numeric = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) ? Number(v) : undefined);
  const [x, y] = [numeric(a), numeric(b)];
  return x !== undefined && x === y;
}
