// The whole reading of a chosen file, from its bytes to the wizard's rows: what the reading worker
// (read-csv.worker.ts) runs, and what runs in place where there is no worker (the unit tests).
import { dedupeHeaders, emptyColumns, HEADER_MESSAGES, lacksHeaderRow } from './columns';
import type { CsvTable } from './csv-table';
import { DECODE_MESSAGES, decodeBytes, looksBinary, type Encoding } from './decode';
import { detectSeparator, scanCsv } from './scan-csv';

export interface ParsedCsv {
  headers: string[];
  /** headers renamed because they repeated another */
  renombrados: string[];
  /** the rows after the header row */
  rows: CsvTable;
  encoding: Encoding;
  separador: ';' | ',' | '\t';
}

export type ParseResult = { ok: true; csv: ParsedCsv } | { ok: false; error: string };

/**
 * Decodes `bytes` (UTF-8, else Windows-1252, whose bytes are all characters), finds the separator
 * and the header row, and scans the rows; `onProgress` gets 0..1 as the scan advances.
 */
export function readCsv(bytes: Uint8Array, onProgress: (fraction: number) => void = () => {}): ParseResult {
  if (looksBinary(bytes)) return { ok: false, error: DECODE_MESSAGES.binario };
  const decoded = decodeBytes(bytes);
  const { encoding } = decoded;
  const text = decoded.text.charCodeAt(0) === 0xfeff ? decoded.text.slice(1) : decoded.text;
  if (text.trim() === '') return { ok: false, error: DECODE_MESSAGES.vacio };
  const separador = detectSeparator(text);
  const table = scanCsv(text, separador, (chars) => onProgress(chars / text.length));
  onProgress(1);
  if (table.length === 0) return { ok: false, error: HEADER_MESSAGES.sinEncabezados };
  const raw = table.row(0);
  const body = table.from(1);
  // a trailing separator or an unnamed empty column is no column: dropped before the header check
  const drop = emptyColumns(raw, body);
  const first = raw.filter((_, c) => !drop.includes(c));
  if (lacksHeaderRow(first)) return { ok: false, error: HEADER_MESSAGES.sinEncabezados };
  const { headers, renombrados } = dedupeHeaders(first);
  return { ok: true, csv: { headers, renombrados, rows: body.withoutColumns(drop), encoding, separador } };
}
