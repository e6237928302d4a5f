// The rows of the file being imported, kept compact: the text and, per cell, where it starts and
// ends in it. 100,000 rows as arrays of strings were 700,000 strings that the reading worker had
// to send to the page one by one: the copy cost as much as the parsing and was the page's longest
// task (bench/terra-wizard.mjs). This form crosses from the worker in parts of whole rows, each a
// string and two buffers handed over without a copy, and a cell becomes a string only when the
// wizard reads it.

/**
 * One part of a table: whole rows and the text their cells are read from. What crosses from the
 * worker, one part per message (structured clone; the two arrays' buffers are transferred).
 */
export interface CsvTableData {
  text: string;
  /** [start, end) in `text` of each cell, two numbers per cell, row after row */
  bounds: Uint32Array;
  /** index of each row's first cell, then the cell count: a row is cells [rowStarts[r], rowStarts[r + 1]) */
  rowStarts: Uint32Array;
}

/**
 * Characters of the file a part holds at most (unless one row alone holds more): scan-csv.ts starts
 * a new part at the first line end past this many. A message's text is copied on the page's thread
 * as it arrives, in one task: the whole text of 100,000 rows in one message was an 87 ms task
 * there on a machine whose fresh memory is slow (its pages are most of the copy's cost), 115-158 ms
 * at the reference laptop's speed (bench/terra-wizard.mjs); a part of this size is a few ms.
 */
export const PART_CHARS = 1 << 19;

/** The rows a step of the wizard reads: `length` rows, a cell past a row's end is ''. */
export interface Rows {
  readonly length: number;
  cell(row: number, column: number): string;
  row(row: number): string[];
}

const rowsIn = (part: CsvTableData) => part.rowStarts.length - 1;

export class CsvTable implements Rows {
  readonly parts: readonly CsvTableData[];
  /** the table's index of each part's first row, then the row count */
  private readonly firstRows: number[];
  /** the part the last lookup found: the steps read row after row */
  private last = 0;

  constructor(parts: readonly CsvTableData[]) {
    // a table of no rows still has a part, where a row past the end is looked up
    this.parts = parts.length > 0 ? parts : [{ text: '', bounds: new Uint32Array(0), rowStarts: new Uint32Array(1) }];
    this.firstRows = [0];
    for (const part of this.parts) this.firstRows.push(this.firstRows.at(-1)! + rowsIn(part));
  }

  get length(): number {
    return this.firstRows.at(-1)!;
  }

  /** The part holding `row` (the last when `row` is past the end), and the row's index in it. */
  private locate(row: number): [CsvTableData, number] {
    const first = this.firstRows;
    let p = this.last;
    if (!(first[p]! <= row && row < first[p + 1]!)) {
      let lo = 0;
      let hi = this.parts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (first[mid]! <= row) lo = mid;
        else hi = mid - 1;
      }
      p = this.last = lo;
    }
    return [this.parts[p]!, row - first[p]!];
  }

  width(row: number): number {
    const [{ rowStarts }, r] = this.locate(row);
    return rowStarts[r + 1]! - rowStarts[r]!;
  }

  cell(row: number, column: number): string {
    const [{ text, bounds, rowStarts }, r] = this.locate(row);
    const at = rowStarts[r]! + column;
    if (column < 0 || at >= rowStarts[r + 1]!) return '';
    return text.slice(bounds[2 * at]!, bounds[2 * at + 1]!);
  }

  row(row: number): string[] {
    const out: string[] = [];
    for (let c = 0, n = this.width(row); c < n; c++) out.push(this.cell(row, c));
    return out;
  }

  /** The rows from `from` on (the header row left out), sharing this table's arrays. */
  from(from: number): CsvTable {
    const parts: CsvTableData[] = [];
    this.parts.forEach((part, p) => {
      const skip = Math.max(0, from - this.firstRows[p]!);
      if (skip < rowsIn(part)) parts.push(skip === 0 ? part : { ...part, rowStarts: part.rowStarts.subarray(skip) });
    });
    return new CsvTable(parts);
  }

  /** The same rows without the cells of the columns `drop`. */
  withoutColumns(drop: readonly number[]): CsvTable {
    if (drop.length === 0) return this;
    const skip = new Set(drop);
    return new CsvTable(
      this.parts.map(({ text, bounds, rowStarts }) => {
        const nextBounds = new Uint32Array(bounds.length);
        const nextStarts = new Uint32Array(rowStarts.length);
        let cells = 0;
        for (let r = 0; r < rowStarts.length - 1; r++) {
          nextStarts[r] = cells;
          for (let at = rowStarts[r]!, c = 0; at < rowStarts[r + 1]!; at++, c++) {
            if (skip.has(c)) continue;
            nextBounds[2 * cells] = bounds[2 * at]!;
            nextBounds[2 * cells + 1] = bounds[2 * at + 1]!;
            cells++;
          }
        }
        nextStarts[rowStarts.length - 1] = cells;
        return { text, bounds: nextBounds.slice(0, 2 * cells), rowStarts: nextStarts };
      }),
    );
  }
}

/** A table of the given rows, for the tests: the wizard's tables come from the worker's scan. */
export function tableFromRows(rows: readonly (readonly string[])[]): CsvTable {
  const cells = rows.reduce((n, r) => n + r.length, 0);
  const bounds = new Uint32Array(2 * cells);
  const rowStarts = new Uint32Array(rows.length + 1);
  let text = '';
  let at = 0;
  rows.forEach((row, r) => {
    rowStarts[r] = at;
    for (const value of row) {
      bounds[2 * at] = text.length;
      text += value;
      bounds[2 * at + 1] = text.length;
      at++;
    }
  });
  rowStarts[rows.length] = at;
  return new CsvTable([{ text, bounds, rowStarts }]);
}
