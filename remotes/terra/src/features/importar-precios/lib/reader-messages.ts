// What the reading worker (read-csv.worker.ts) and the page (parse-csv.ts) say to each other. The
// rows cross one part per message (csv-table.ts, PART_CHARS), so that each part's text is copied
// on the page's thread in a task of its own, never all of them in one.
import { CsvTable, type CsvTableData } from './csv-table';
import type { ParsedCsv, ParseResult } from './read-csv';

export type ReaderMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'part'; part: CsvTableData }
  | { type: 'failed'; reason: string }
  | { type: 'done'; result: { ok: true; csv: Omit<ParsedCsv, 'rows'> & { parts: number } } | { ok: false; error: string } };

/** The worker's messages for `result`, each with the buffers it hands over: the parts, then 'done'. */
export function resultMessages(result: ParseResult): [ReaderMessage, Transferable[]][] {
  if (!result.ok) return [[{ type: 'done', result }, []]];
  const { rows, ...csv } = result.csv;
  return [
    ...rows.parts.map((part): [ReaderMessage, Transferable[]] => [{ type: 'part', part }, [...new Set([part.bounds.buffer, part.rowStarts.buffer])] as ArrayBuffer[]]),
    [{ type: 'done', result: { ok: true, csv: { ...csv, parts: rows.parts.length } } }, []],
  ];
}

/** The page's side: gathers the parts; answers the result at 'done', else undefined. */
export class ResultReceiver {
  private readonly parts: CsvTableData[] = [];

  receive(message: Exclude<ReaderMessage, { type: 'progress' | 'failed' }>): ParseResult | undefined {
    if (message.type === 'part') {
      this.parts.push(message.part);
      return undefined;
    }
    const { result } = message;
    if (!result.ok) return result;
    const { parts, ...csv } = result.csv;
    // messages of one port arrive in order: a missing part is a broken worker, not a slow one
    if (parts !== this.parts.length) throw new Error(`lectura incompleta: ${this.parts.length} de ${parts} partes`);
    return { ok: true, csv: { ...csv, rows: new CsvTable(this.parts) } };
  }
}
