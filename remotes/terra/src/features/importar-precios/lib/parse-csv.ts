import Papa from 'papaparse';
import { dedupeHeaders, emptyColumns, HEADER_MESSAGES, lacksHeaderRow, withoutColumns } from './columns';
import { decodeCsv, type Encoding } from './decode';

export interface ParsedCsv {
  headers: string[];
  /** headers renamed because they repeated another */
  renombrados: string[];
  rows: string[][];
  encoding: Encoding;
  separador: ';' | ',' | '\t';
}

export type ParseResult = { ok: true; csv: ParsedCsv } | { ok: false; error: string };

/**
 * Text handed to the parser per step: each step's rows reach this thread as one message, whose
 * cloning into this thread (and the garbage collection it brings on) is one task. 128 KiB, about
 * 1,500 rows, keeps that task a few ms; 512 KiB made it 20-50 ms on a busy machine.
 */
const CHUNK_CHARS = 128 * 1024;

/** The separator of the header line: the most frequent of `;`, `,` and tab outside quotes. */
export function detectSeparator(text: string): ';' | ',' | '\t' {
  const end = text.search(/\r?\n/);
  const line = (end < 0 ? text : text.slice(0, end)).replace(/"[^"]*"/g, '');
  const count = (c: string) => line.split(c).length - 1;
  const candidates = [';', ',', '\t'] as const;
  return candidates.reduce((best, c) => (count(c) > count(best) ? c : best), ';');
}

/**
 * Decodes the file (UTF-8, else Windows-1252) and parses it with papaparse in a web worker
 * (`worker: true`: papaparse starts one from its own code), so that a 100,000-row file never
 * blocks the page; `onProgress` gets 0..1 as the parser advances.
 */
export async function parseCsvFile(file: Blob, onProgress: (fraction: number) => void, useWorker = typeof Worker !== 'undefined'): Promise<ParseResult> {
  const decoded = decodeCsv(await file.arrayBuffer());
  if (!decoded.ok) return decoded;
  const { text, encoding } = decoded;
  const separador = detectSeparator(text);
  const all: string[][] = [];
  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[]>(text, {
      // tests (happy-dom) have no Worker: the same parser then runs inline
      worker: useWorker as true,
      delimiter: separador,
      skipEmptyLines: 'greedy',
      chunkSize: CHUNK_CHARS,
      chunk: (results: Papa.ParseResult<string[]>) => {
        for (const row of results.data) all.push(row);
        onProgress(Math.min(1, results.meta.cursor / text.length));
      },
      complete: () => resolve(),
      error: (err: Error) => reject(err),
    });
  });
  onProgress(1);
  const [raw, ...restRows] = all;
  if (!raw) return { ok: false, error: HEADER_MESSAGES.sinEncabezados };
  // a trailing separator or an unnamed empty column is no column: dropped before the header check
  const drop = emptyColumns(raw, restRows);
  const strip = withoutColumns(drop);
  const first = drop.length ? strip(raw) : raw;
  const rows = drop.length ? restRows.map(strip) : restRows;
  if (lacksHeaderRow(first)) return { ok: false, error: HEADER_MESSAGES.sinEncabezados };
  const { headers, renombrados } = dedupeHeaders(first);
  return { ok: true, csv: { headers, renombrados, rows, encoding, separador } };
}
