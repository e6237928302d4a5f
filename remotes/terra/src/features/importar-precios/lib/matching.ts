import type { CatalogoItem } from '@gestion/contract';
import { inSlices } from './chunking';
import type { Rows } from './csv-table';
import { normalizeText } from '../../../lib/normalize';

/** The distinct non-blank values of a column, in first-seen order (variants of case and accents count once). */
export function distinctValues(rows: Rows, column: number): string[] {
  const seen = new Map<string, string>();
  // 100,000 rows repeat a few spellings: normalise each spelling once, not each cell
  const spellings = new Set<string>();
  for (let i = 0; i < rows.length; i++) {
    const raw = rows.cell(i, column);
    if (spellings.has(raw)) continue;
    spellings.add(raw);
    const value = raw.trim();
    if (value === '') continue;
    const key = normalizeText(value);
    if (!seen.has(key)) seen.set(key, value);
  }
  return [...seen.values()];
}

/**
 * distinctValues of several columns at once, in time slices (`step` rows at a time) with a pause
 * between them: over 100,000 rows one pass takes a few hundred ms, too long for one main-thread
 * task.
 */
export async function distinctValuesAsync(rows: Rows, columns: readonly number[], step?: number): Promise<string[][]> {
  const seen = columns.map(() => new Map<string, string>());
  const spellings = columns.map(() => new Set<string>());
  await inSlices(
    rows.length,
    (from, to) => {
      columns.forEach((column, c) => {
        for (let i = from; i < to; i++) {
          const raw = rows.cell(i, column);
          if (spellings[c]!.has(raw)) continue;
          spellings[c]!.add(raw);
          const value = raw.trim();
          if (value === '') continue;
          const key = normalizeText(value);
          if (!seen[c]!.has(key)) seen[c]!.set(key, value);
        }
      });
    },
    undefined,
    step,
  );
  return seen.map((m) => [...m.values()]);
}

export function nameIndex(items: readonly CatalogoItem[]): Map<string, number> {
  return new Map(items.map((i) => [normalizeText(i.nombre), i.id]));
}

/** A value the user matched (by hand or by a remembered choice), or the automatic match. */
export type Matches<Id> = Record<string, Id>;

/**
 * The matches of `values`: those already chosen (kept while their target still exists), else
 * found in `index`, else remembered from an earlier file with the same headers.
 */
export function autoMatch<Id extends number | string>(
  values: readonly string[],
  index: ReadonlyMap<string, number>,
  chosen: Matches<Id>,
  remembered: Matches<number> = {},
  exists: (id: Id | number) => boolean = () => true,
): Matches<Id | number> {
  const ids = new Set(index.values());
  const out: Matches<Id | number> = {};
  for (const value of values) {
    const mine = chosen[value];
    if (mine !== undefined && (typeof mine === 'string' || exists(mine))) {
      out[value] = mine;
      continue;
    }
    const found = index.get(normalizeText(value));
    if (found !== undefined) {
      out[value] = found;
      continue;
    }
    const old = remembered[normalizeText(value)];
    if (old !== undefined && ids.has(old)) out[value] = old;
  }
  return out;
}

export const allMatched = (values: readonly string[], matches: Record<string, unknown>): boolean => values.every((v) => matches[v] !== undefined);

/** A local id for a record created at the final step ('nuevo-…', spec section 4). */
export const nuevoId = (nombre: string): `nuevo-${string}` => `nuevo-${normalizeText(nombre).replace(/\s+/g, '-')}`;
export const isNuevo = (id: unknown): id is `nuevo-${string}` => typeof id === 'string' && id.startsWith('nuevo-');
