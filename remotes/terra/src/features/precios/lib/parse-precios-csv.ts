import type { ImportacionSimpleFila } from '@gestion/contract';
import Papa from 'papaparse';

/** The headers of the simple import's file (spec section 5), as they are written in it. */
export const CSV_HEADERS = ['DESCRIPCION', 'TIPO', 'CATEGORIA', 'UNIDAD', 'PRECIO'] as const;
type CsvHeader = (typeof CSV_HEADERS)[number];

export type CsvParseResult =
  | { ok: true; filas: ImportacionSimpleFila[]; descartadas: number }
  | { ok: false; error: string };

/** 'Descripción ' and 'DESCRIPCION' are the same header: files come from spreadsheets. */
const headerKey = (h: string) =>
  h
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toUpperCase();

/**
 * The rows of a simple-import CSV: the five headers are required (in any order, case and accents
 * ignored); a row is kept only with descripcion and precio (spec section 5), the others are counted.
 */
export function parsePreciosCsv(text: string): CsvParseResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: headerKey,
  });
  const fields = parsed.meta.fields ?? [];
  const missing = CSV_HEADERS.filter((h) => !fields.includes(h));
  if (missing.length > 0) {
    return { ok: false, error: `Al archivo le faltan columnas: ${missing.join(', ')}. Se esperan ${CSV_HEADERS.join(', ')}.` };
  }
  const cell = (row: Record<string, string>, h: CsvHeader) => (row[h] ?? '').trim();
  const filas: ImportacionSimpleFila[] = [];
  for (const row of parsed.data) {
    const descripcion = cell(row, 'DESCRIPCION');
    const precio = cell(row, 'PRECIO');
    if (!descripcion || !precio) continue;
    filas.push({ descripcion, tipo: cell(row, 'TIPO'), categoria: cell(row, 'CATEGORIA'), unidad: cell(row, 'UNIDAD'), precio });
  }
  return { ok: true, filas, descartadas: parsed.data.length - filas.length };
}
