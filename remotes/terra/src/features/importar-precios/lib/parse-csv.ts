import Papa from 'papaparse';
import { dedupeHeaders, emptyColumns, HEADER_MESSAGES, lacksHeaderRow, withoutColumns } from './columns';
import { DECODE_MESSAGES, decodeText, looksBinary, type Encoding } from './decode';

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

/** Below this many characters one parser is enough: a second worker costs more than it saves. */
export const PARALLEL_FROM_CHARS = 1 << 20;

/**
 * Where a second parser may start: the line after the middle of the text, when no line end can be
 * inside a quoted cell (the text has no quote); null when it is small, quoted or one line.
 */
export function splitPoint(text: string): number | null {
  if (text.length < PARALLEL_FROM_CHARS || text.includes('"')) return null;
  const end = text.indexOf('\n', text.length >> 1);
  return end < 0 || end === text.length - 1 ? null : end + 1;
}

/** The rows of `text` (whole lines), parsed by papaparse, in a worker of its own when `useWorker`; `onChars` the characters read so far. */
function parsePart(text: string, delimiter: string, useWorker: boolean, onChars: (chars: number) => void): Promise<string[][]> {
  const rows: string[][] = [];
  return new Promise<string[][]>((resolve, reject) => {
    Papa.parse<string[]>(text, {
      // tests (happy-dom) have no Worker: the same parser then runs inline
      worker: useWorker as true,
      delimiter,
      skipEmptyLines: 'greedy',
      chunkSize: CHUNK_CHARS,
      chunk: (results: Papa.ParseResult<string[]>) => {
        for (const row of results.data) rows.push(row);
        onChars(results.meta.cursor);
      },
      complete: () => resolve(rows),
      error: (err: Error) => reject(err),
    });
  });
}

/**
 * Decodes the file (UTF-8, else Windows-1252, whose bytes are all characters; a slice per task) and
 * parses it with papaparse in web workers (`worker: true`: papaparse starts each from its own
 * code), so that a 100,000-row file never blocks the page; `onProgress` gets 0..1 as the parsers
 * advance. A large file whose text can be cut between lines is parsed as two halves side by side,
 * each worker a thread of its own: on the reference laptop the parsing of 100,000 rows took
 * 0.47-0.49 s with one, 0.39 s with two (performance marks around it, bench/terra-wizard.mjs).
 */
export async function parseCsvFile(file: Blob, onProgress: (fraction: number) => void, useWorker = typeof Worker !== 'undefined'): Promise<ParseResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (looksBinary(bytes)) return { ok: false, error: DECODE_MESSAGES.binario };
  let encoding: Encoding = 'utf-8';
  let text = await decodeText(bytes, encoding).catch(() => null);
  if (text === null) {
    encoding = 'windows-1252';
    text = await decodeText(bytes, encoding);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') return { ok: false, error: DECODE_MESSAGES.vacio };
  const separador = detectSeparator(text);
  const cut = splitPoint(text);
  const parts = cut === null ? [text] : [text.slice(0, cut), text.slice(cut)];
  const read = [0, 0];
  const length = text.length;
  const rowsOfParts = await Promise.all(
    parts.map((part, i) =>
      parsePart(part, separador, useWorker, (chars) => {
        read[i] = chars;
        onProgress(Math.min(1, (read[0]! + read[1]!) / length));
      }),
    ),
  );
  onProgress(1);
  const all = rowsOfParts.length === 1 ? rowsOfParts[0]! : rowsOfParts[0]!.concat(rowsOfParts[1]!);
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
