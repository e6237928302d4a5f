import Papa from 'papaparse';
import type { CsvTable } from './csv-table';
import { detectSeparator, guessNewline, scanCsv } from './scan-csv';

const rowsOf = (table: CsvTable) => Array.from({ length: table.length }, (_, r) => table.row(r));
const papa = (text: string, delimiter: string) => Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' }).data;

/** A small seeded generator (mulberry32): the same files on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A CSV file as a spreadsheet writes it: some cells quoted (with separators, line ends and doubled quotes inside), blank and ragged lines. */
function randomCsv(next: () => number): { text: string; delimiter: string } {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const delimiter = pick([';', ',', '\t']);
  const newline = pick(['\n', '\r\n', '\r']);
  const plain = ['a', 'B', 'ñ', '€', ' ', '1', ',5', 'x y', ''].filter((c) => !c.includes(delimiter));
  const lines: string[] = [];
  const rows = 1 + Math.floor(next() * 12);
  for (let r = 0; r < rows; r++) {
    const kind = next();
    if (kind < 0.08) lines.push('');
    else if (kind < 0.14) lines.push([' ', ' '].join(delimiter));
    else {
      const cells: string[] = [];
      const width = 1 + Math.floor(next() * 5);
      for (let c = 0; c < width; c++) {
        if (next() < 0.25) {
          const inner = Array.from({ length: Math.floor(next() * 4) }, () => pick(['a', delimiter, newline, '""', ' ', 'ñ'])).join('');
          cells.push(`"${inner}"`);
        } else {
          cells.push(Array.from({ length: Math.floor(next() * 3) }, () => pick(plain)).join(''));
        }
      }
      lines.push(cells.join(delimiter));
    }
  }
  return { text: lines.join(newline) + (next() < 0.5 ? newline : ''), delimiter };
}

describe('scanCsv', () => {
  it('reads what papaparse reads, on 500 random files', () => {
    const next = random(2026);
    for (let i = 0; i < 500; i++) {
      const { text, delimiter } = randomCsv(next);
      expect(rowsOf(scanCsv(text, delimiter)), JSON.stringify(text)).toEqual(papa(text, delimiter));
    }
  });

  it('reads the same rows in parts of whole rows, each part with text of its own, on 500 random files', () => {
    const next = random(1202);
    let split = 0;
    for (let i = 0; i < 500; i++) {
      const { text, delimiter } = randomCsv(next);
      const partChars = 1 + Math.floor(next() * 12);
      const table = scanCsv(text, delimiter, undefined, partChars);
      expect(rowsOf(table), JSON.stringify({ text, partChars })).toEqual(papa(text, delimiter));
      if (table.parts.length > 1) split++;
      // a part ends only past partChars characters of the file, and holds at least a row
      expect(table.parts.length).toBeLessThanOrEqual(Math.floor(text.length / partChars) + 1);
      if (table.length > 0) for (const part of table.parts) expect(part.rowStarts.length).toBeGreaterThan(1);
    }
    expect(split).toBeGreaterThan(300);
  });

  it('starts a new part at the first line end past the part size, unescaped cells in the part that reads them', () => {
    const table = scanCsv('a;"b""c"\nd;e\n\nf;"g""h"\n', ';', undefined, 4);
    expect(table.parts.map((p) => [p.text, [...p.rowStarts]])).toEqual([
      ['a;"b""c"\nb"c', [0, 2]],
      ['d;e\n', [0, 2]],
      ['\nf;"g""h"\ng"h', [0, 2]],
    ]);
    expect(rowsOf(table)).toEqual([
      ['a', 'b"c'],
      ['d', 'e'],
      ['f', 'g"h'],
    ]);
  });

  it('leaves a table of no rows one empty part, where a row past the end reads as no cells', () => {
    const body = scanCsv('a;b\n', ';', undefined, 1).from(1);
    expect([body.length, body.parts.length, body.row(0), body.cell(0, 0)]).toEqual([0, 1, [], '']);
  });

  it('reads quoted cells: separators, line ends and doubled quotes inside, blanks before the separator', () => {
    const text = 'a;"b;c"\r\n"d\r\ne";"f ""g"""\r\n"h"  ;i\r\n';
    expect(rowsOf(scanCsv(text, ';'))).toEqual([
      ['a', 'b;c'],
      ['d\r\ne', 'f "g"'],
      ['h', 'i'],
    ]);
    expect(rowsOf(scanCsv(text, ';'))).toEqual(papa(text, ';'));
  });

  it('keeps a quote inside an unquoted cell, and a malformed closing quote, as they are', () => {
    expect(rowsOf(scanCsv('a"b;c\n"d"e";f\n', ';'))).toEqual([
      ['a"b', 'c'],
      ['d"e', 'f'],
    ]);
    // unterminated: the rest of the file is the cell
    expect(rowsOf(scanCsv('a;"b;c\nd\n', ';'))).toEqual([['a', 'b;c\nd\n']]);
  });

  it('leaves out rows whose cells are all blank, and reads a last line without its line end', () => {
    expect(rowsOf(scanCsv('a;b\n;\n \t\n"";" "\nc;d', ';'))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('does not search the whole file again for each line of a one-column file', () => {
    const text = 'nombre\n' + 'Cemento gris\n'.repeat(200_000);
    const started = performance.now();
    const table = scanCsv(text, ';');
    expect(table.length).toBe(200_001);
    // quadratic, this would take minutes; linear, well under a second on any machine
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('guesses the line end as papaparse does, and the separator from the header line', () => {
    expect(guessNewline('a;b\r\nc;d\r\n')).toBe('\r\n');
    expect(guessNewline('a;b\rc;d\r')).toBe('\r');
    expect(guessNewline('a;"x\r\ny"\nc;d\n')).toBe('\n');
    expect(detectSeparator('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectSeparator('a,b,"c;d"\n')).toBe(',');
    expect(detectSeparator('a\tb\n')).toBe('\t');
  });
});
