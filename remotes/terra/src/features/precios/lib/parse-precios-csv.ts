import type { ImportacionSimpleFila } from '@gestion/contract';
import Papa from 'papaparse';
import { normalizeText } from '../../../lib/normalize';
import { parsePrecio } from '../../../lib/precio';

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
 * The price as the server reads it: the wizard's formats ('1.250,50', '$350', '12,5') become a
 * plain decimal ('1250.5'); a text that is no number is sent as written, for the server to
 * refuse naming its row.
 */
export function precioTexto(raw: string): string {
  const n = parsePrecio(raw);
  return Number.isFinite(n) ? String(n) : raw;
}

/**
 * The rows of a simple-import CSV: the five headers are required (in any order, case and accents
 * ignored); a row is kept only with descripcion and precio (spec section 5), the others are
 * counted. Each row keeps its CSV row number (`fila`, index + 2) for the server's errors.
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
  parsed.data.forEach((row, i) => {
    const descripcion = cell(row, 'DESCRIPCION');
    const precio = cell(row, 'PRECIO');
    if (!descripcion || !precio) return;
    filas.push({ descripcion, tipo: cell(row, 'TIPO'), categoria: cell(row, 'CATEGORIA'), unidad: cell(row, 'UNIDAD'), precio: precioTexto(precio), fila: i + 2 });
  });
  return { ok: true, filas, descartadas: parsed.data.length - filas.length };
}

/**
 * The rows with `unidad_id` wherever `unidades` (unitIndex: by name, abbreviation or variant,
 * case- and accent-insensitively, as the wizard matches) knows the unit text; the text stays,
 * and an unknown one is left for the server to resolve or refuse.
 */
export function conUnidadId(filas: readonly ImportacionSimpleFila[], unidades: ReadonlyMap<string, number> | null): ImportacionSimpleFila[] {
  if (!unidades) return [...filas];
  return filas.map((f) => {
    const unidad_id = f.unidad ? unidades.get(normalizeText(f.unidad)) : undefined;
    return unidad_id === undefined ? f : { ...f, unidad_id };
  });
}
