// The reading worker: the chosen file in, its rows out as one string and two buffers handed over
// (csv-table.ts), so that the page's thread never decodes, parses nor copies 100,000 rows.
import type { CsvTableData } from './csv-table';
import { readCsv, type ParseResult } from './read-csv';

/** What the worker answers: progress while it reads, then the result once. */
export type ReaderMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'failed'; reason: string }
  | { type: 'done'; result: { ok: true; csv: Omit<Extract<ParseResult, { ok: true }>['csv'], 'rows'> & { rows: CsvTableData } } | { ok: false; error: string } };

const post = (message: ReaderMessage, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

self.onmessage = async (event: MessageEvent<Blob>) => {
  try {
    const bytes = new Uint8Array(await event.data.arrayBuffer());
    let told = 0;
    const result = readCsv(bytes, (fraction) => {
      // one message per 2 %: the page re-renders its progress bar for each
      if (fraction - told >= 0.02) {
        told = fraction;
        post({ type: 'progress', fraction });
      }
    });
    if (!result.ok) post({ type: 'done', result });
    else post({ type: 'done', result: { ok: true, csv: { ...result.csv, rows: result.csv.rows.data } } }, result.csv.rows.transferables());
  } catch (err) {
    // a file the browser cannot read any more (moved, deleted) or out of memory: an async handler's
    // failure fires no `error` event on the page, which would wait for an answer for good
    post({ type: 'failed', reason: err instanceof Error ? err.message : String(err) });
  }
};
