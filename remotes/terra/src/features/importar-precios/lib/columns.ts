import { normalizeText } from '../../../lib/normalize';
import type { Rows } from './csv-table';

function everyBlank(rows: Rows, column: number): boolean {
  for (let r = 0; r < rows.length; r++) if (rows.cell(r, column).trim() !== '') return false;
  return true;
}

/** What each CSV column may stand for (spec section 5: the wizard's mapping targets). */
export const TARGETS = ['producto', 'precio', 'fecha', 'distribuidor', 'unidad', 'tipo', 'categoria'] as const;
export type Target = (typeof TARGETS)[number];

export const TARGET_LABELS: Record<Target, string> = {
  producto: 'Producto',
  precio: 'Precio',
  fecha: 'Fecha',
  distribuidor: 'Distribuidor',
  unidad: 'Unidad',
  tipo: 'Tipo',
  categoria: 'Categoría',
};

export type ColumnMapping = Partial<Record<Target, string>>;

export const HEADER_MESSAGES = {
  sinEncabezados: 'El archivo no tiene fila de encabezados: la primera fila debe nombrar las columnas (producto, precio, fecha…).',
  renombrados: (nombres: string[]) => `Hay encabezados repetidos; se renombraron: ${nombres.join(', ')}.`,
} as const;

/**
 * The headers with repeated ones renamed ('precio', 'precio' → 'precio', 'precio_2'), so that
 * each column keeps its own key; `renombrados` lists the new names for the warning.
 */
export function dedupeHeaders(raw: readonly string[]): { headers: string[]; renombrados: string[] } {
  const seen = new Set<string>();
  const renombrados: string[] = [];
  const headers = raw.map((h) => {
    const base = h.trim();
    if (!seen.has(base.toLowerCase())) {
      seen.add(base.toLowerCase());
      return base;
    }
    let n = 2;
    while (seen.has(`${base}_${n}`.toLowerCase())) n++;
    const name = `${base}_${n}`;
    seen.add(name.toLowerCase());
    renombrados.push(name);
    return name;
  });
  return { headers, renombrados };
}

/**
 * The columns of the file that are no columns at all: those after the last named header (Excel
 * writes 'producto;precio;fecha;' with a trailing separator) and, between named ones, those
 * with an empty header that are empty in every row. Indexes, ascending.
 */
export function emptyColumns(first: readonly string[], rows: Rows): number[] {
  let last = first.length - 1;
  while (last >= 0 && first[last]!.trim() === '') last--;
  const out: number[] = [];
  for (let c = 0; c <= last; c++) {
    if (first[c]!.trim() === '' && everyBlank(rows, c)) out.push(c);
  }
  for (let c = last + 1; c < first.length; c++) out.push(c);
  return out;
}

/**
 * A first row that is data rather than names: a blank cell, or a number or date in a cell. Such
 * files would map every column to a value of the first row. (Drop the emptyColumns first: a
 * trailing separator is no blank header.)
 */
export function lacksHeaderRow(headers: readonly string[]): boolean {
  if (headers.length < 2) return true;
  return headers.some((h) => h.trim() === '' || /^[\d\s.,/$-]+$/.test(h.trim()));
}

/** Each target mapped to the header of the same name, case- and accent-insensitively. */
export function autoMapColumns(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const target of TARGETS) {
    const header = headers.find((h) => normalizeText(h) === target);
    if (header) mapping[target] = header;
  }
  return mapping;
}

/** The key of a set of headers: files with the same columns (whatever their order) share it. */
export function headersKey(headers: readonly string[]): string {
  return [...new Set(headers.map(normalizeText))].sort().join('|');
}

export const isComplete = (mapping: ColumnMapping): boolean => TARGETS.every((t) => !!mapping[t]);
