// The rows of the file being imported, kept compact: the text and, per cell, where it starts and
// ends in it. 100,000 rows as arrays of strings were 700,000 strings that the reading worker had
// to send to the page one by one: the copy cost as much as the parsing and was the page's longest
// task (bench/terra-wizard.mjs). This form crosses from the worker as one string and two buffers
// handed over without a copy, and a cell becomes a string only when the wizard reads it.

/** What crosses from the worker (structured clone; the two arrays' buffers are transferred). */
export interface CsvTableData {
  text: string;
  /** [start, end) in `text` of each cell, two numbers per cell, row after row */
  bounds: Uint32Array;
  /** index of each row's first cell, then the cell count: a row is cells [rowStarts[r], rowStarts[r + 1]) */
  rowStarts: Uint32Array;
}

/** The rows a step of the wizard reads: `length` rows, a cell past a row's end is ''. */
export interface Rows {
  readonly length: number;
  cell(row: number, column: number): string;
  row(row: number): string[];
}

export class CsvTable implements Rows {
  constructor(readonly data: CsvTableData) {}

  get length(): number {
    return this.data.rowStarts.length - 1;
  }

  width(row: number): number {
    const { rowStarts } = this.data;
    return rowStarts[row + 1]! - rowStarts[row]!;
  }

  cell(row: number, column: number): string {
    const { text, bounds, rowStarts } = this.data;
    const at = rowStarts[row]! + column;
    if (column < 0 || at >= rowStarts[row + 1]!) return '';
    return text.slice(bounds[2 * at]!, bounds[2 * at + 1]!);
  }

  row(row: number): string[] {
    const out: string[] = [];
    for (let c = 0, n = this.width(row); c < n; c++) out.push(this.cell(row, c));
    return out;
  }

  /** The rows from `from` on (the header row left out), sharing this table's arrays. */
  from(from: number): CsvTable {
    return new CsvTable({ ...this.data, rowStarts: this.data.rowStarts.subarray(from) });
  }

  /** The same rows without the cells of the columns `drop`. */
  withoutColumns(drop: readonly number[]): CsvTable {
    if (drop.length === 0) return this;
    const skip = new Set(drop);
    const { bounds, rowStarts } = this.data;
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
    return new CsvTable({ text: this.data.text, bounds: nextBounds.slice(0, 2 * cells), rowStarts: nextStarts });
  }

  /** The buffers postMessage may hand over instead of copying. */
  transferables(): ArrayBuffer[] {
    const buffers = new Set([this.data.bounds.buffer, this.data.rowStarts.buffer]);
    return [...buffers] as ArrayBuffer[];
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
  return new CsvTable({ text, bounds, rowStarts });
}
