// The CSV scanner of the wizard's reading worker. It reads what papaparse reads (quotes, doubled
// quotes, line ends inside quotes, its guess of the line end, `skipEmptyLines: 'greedy'`; the
// tests compare the two on random files) but writes no string per cell: each cell is its
// [start, end) in the text of its part (csv-table.ts), and only a quoted cell with a doubled quote
// is copied, unescaped. Papaparse's arrays of strings had to be copied to the page one string at a
// time.
import { CsvTable, PART_CHARS, type CsvTableData } from './csv-table';

const QUOTE = 34;

/** The separator of the header line: the most frequent of `;`, `,` and tab outside quotes. */
export function detectSeparator(text: string): ';' | ',' | '\t' {
  const end = text.search(/\r?\n/);
  const line = (end < 0 ? text : text.slice(0, end)).replace(/"[^"]*"/g, '');
  const count = (c: string) => line.split(c).length - 1;
  const candidates = [';', ',', '\t'] as const;
  return candidates.reduce((best, c) => (count(c) > count(best) ? c : best), ';');
}

/** Papaparse's guess of the line end, from the first MiB outside quotes: '\n' unless '\r' comes first. */
export function guessNewline(text: string): '\n' | '\r\n' | '\r' {
  const head = text.slice(0, 1 << 20).replace(/"[^]*?"/g, '');
  const r = head.split('\r');
  const n = head.split('\n');
  if (r.length === 1 || (n.length > 1 && n[0]!.length < r[0]!.length)) return '\n';
  const withN = r.filter((part) => part[0] === '\n').length;
  return withN >= r.length / 2 ? '\r\n' : '\r';
}

/** What String.prototype.trim removes (the same set as the regex `\s`). */
function isWhite(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

function hasContent(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isWhite(text.charCodeAt(i))) return true;
  return false;
}

/** Progress is told every this many characters. */
const PROGRESS_CHARS = 1 << 20;

/**
 * The rows of `text` separated by `delimiter`, as papaparse parses them with `skipEmptyLines:
 * 'greedy'` (a row whose cells are all blank is left out); `onProgress` gets the characters read.
 * The table comes in parts of whole rows, a new one from the first line end past `partChars`
 * characters of the part (its unescaped cells' included).
 */
export function scanCsv(text: string, delimiter: string, onProgress?: (chars: number) => void, partChars = PART_CHARS): CsvTable {
  const n = text.length;
  const newline = guessNewline(text);
  const nl = newline.length;
  const dl = delimiter.length;
  let bounds = new Uint32Array(1 << 16);
  let rowStarts = new Uint32Array(1 << 12);
  // the part being scanned: its first character in `text`, its cells and rows so far
  const parts: CsvTableData[] = [];
  let partStart = 0;
  let cells = 0;
  let rows = 0;
  let rowFirst = 0;
  let content = false;
  // its unescaped quoted cells, kept after its text: their bounds count from the end of that text,
  // which is known when the part ends
  let extras: string[] = [];
  let extraChars = 0;
  let extraCells: number[] = [];
  let told = 0;

  const push = (start: number, end: number) => {
    if (2 * cells + 2 > bounds.length) {
      const grown = new Uint32Array(bounds.length * 2);
      grown.set(bounds);
      bounds = grown;
    }
    bounds[2 * cells] = start;
    bounds[2 * cells + 1] = end;
    cells++;
  };
  const addCell = (start: number, end: number) => {
    push(start - partStart, end - partStart);
    if (!content) content = hasContent(text, start, end);
  };
  const addValue = (value: string) => {
    push(extraChars, extraChars + value.length);
    extraCells.push(cells - 1);
    extras.push(value);
    extraChars += value.length;
    if (!content) content = value.trim() !== '';
  };
  /** Ends the part at `at` (a row's end), its text the file's up to there, then its unescaped cells. */
  const endPart = (at: number) => {
    const raw = at - partStart;
    for (const cell of extraCells) {
      bounds[2 * cell] += raw;
      bounds[2 * cell + 1] += raw;
    }
    rowStarts[rows] = cells;
    const own = text.slice(partStart, at);
    parts.push({ text: extras.length ? own + extras.join('') : own, bounds: bounds.slice(0, 2 * cells), rowStarts: rowStarts.slice(0, rows + 1) });
    partStart = at;
    cells = rows = rowFirst = 0;
    extras = [];
    extraChars = 0;
    extraCells = [];
  };
  const endRow = (at: number) => {
    if (!content) {
      cells = rowFirst;
      while (extraCells.length && extraCells.at(-1)! >= cells) extraCells.pop();
    } else {
      if (rows + 2 > rowStarts.length) {
        const grown = new Uint32Array(rowStarts.length * 2);
        grown.set(rowStarts);
        rowStarts = grown;
      }
      rowStarts[rows++] = rowFirst;
    }
    rowFirst = cells;
    content = false;
    if (onProgress && at - told >= PROGRESS_CHARS) {
      told = at;
      onProgress(at);
    }
    if (rows > 0 && at - partStart + extraChars >= partChars && at < n) endPart(at);
  };

  let cursor = 0;
  let nextDelim = text.indexOf(delimiter);
  let nextNewline = text.indexOf(newline);
  const quoted = text.includes('"');
  for (;;) {
    if (quoted && text.charCodeAt(cursor) === QUOTE) {
      // A quoted cell ends at a quote followed (after blanks) by the separator, a line end or
      // the end; a doubled quote is one quote; any other quote is kept as it is, as papaparse does.
      let q = cursor + 1;
      let doubled = false;
      let after = -1;
      let ends: 'cell' | 'row' | 'text' = 'text';
      for (;;) {
        q = text.indexOf('"', q);
        if (q < 0) break;
        if (text.charCodeAt(q + 1) === QUOTE) {
          doubled = true;
          q += 2;
          continue;
        }
        let k = q + 1;
        while (k < n && !text.startsWith(delimiter, k) && !text.startsWith(newline, k) && isWhite(text.charCodeAt(k))) k++;
        if (k >= n) {
          after = n;
          ends = 'text';
        } else if (text.startsWith(delimiter, k)) {
          after = k + dl;
          ends = 'cell';
        } else if (text.startsWith(newline, k)) {
          after = k + nl;
          ends = 'row';
        } else {
          q++;
          continue;
        }
        break;
      }
      // unterminated: the rest of the text is the cell
      const end = q < 0 ? n : q;
      if (doubled) addValue(text.slice(cursor + 1, end).replaceAll('""', '"'));
      else addCell(cursor + 1, end);
      if (q < 0 || ends === 'text') {
        endRow(n);
        break;
      }
      cursor = after;
      if (ends === 'row') endRow(cursor);
      if (nextDelim !== -1 && nextDelim < cursor) nextDelim = text.indexOf(delimiter, cursor);
      if (nextNewline !== -1 && nextNewline < cursor) nextNewline = text.indexOf(newline, cursor);
      continue;
    }
    if (nextDelim !== -1 && (nextDelim < nextNewline || nextNewline === -1)) {
      addCell(cursor, nextDelim);
      cursor = nextDelim + dl;
      nextDelim = text.indexOf(delimiter, cursor);
      continue;
    }
    if (nextNewline !== -1) {
      addCell(cursor, nextNewline);
      cursor = nextNewline + nl;
      endRow(cursor);
      nextNewline = text.indexOf(newline, cursor);
      continue;
    }
    addCell(cursor, n);
    endRow(n);
    break;
  }
  if (rows > 0 || parts.length === 0) endPart(n);
  return new CsvTable(parts);
}
