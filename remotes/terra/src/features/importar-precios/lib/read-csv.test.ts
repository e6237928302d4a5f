import { HEADER_MESSAGES } from './columns';
import type { CsvTable } from './csv-table';
import { DECODE_MESSAGES } from './decode';
import { readCsv } from './read-csv';

const bytes = (content: string | Uint8Array) => (typeof content === 'string' ? new TextEncoder().encode(content) : content);
const read = (content: string | Uint8Array) => {
  const result = readCsv(bytes(content));
  return result.ok ? { ok: true, csv: { ...result.csv, rows: rowsOf(result.csv.rows) } } : result;
};
const rowsOf = (table: CsvTable) => Array.from({ length: table.length }, (_, r) => table.row(r));

describe('readCsv', () => {
  it('reads a ;-separated Windows-1252 file with repeated headers and quoted cells', () => {
    const latin1 = new Uint8Array([...'producto;precio;precio\r\n"Ca'].map((c) => c.charCodeAt(0)).concat([0xf1], [...'o; largo";1,5;2\r\n\r\n'].map((c) => c.charCodeAt(0))));
    expect(read(latin1)).toEqual({
      ok: true,
      csv: { headers: ['producto', 'precio', 'precio_2'], renombrados: ['precio_2'], rows: [['Caño; largo', '1,5', '2']], encoding: 'windows-1252', separador: ';' },
    });
  });

  it('leaves out a byte-order mark, and reports progress up to 1', () => {
    const seen: number[] = [];
    const result = readCsv(bytes('\uFEFFproducto,precio\n' + 'x,1\n'.repeat(1000)), (p) => seen.push(p));
    expect(result.ok && result.csv.headers).toEqual(['producto', 'precio']);
    expect(seen.at(-1)).toBe(1);
  });

  it('ignores a trailing separator and unnamed empty columns (an Excel export), not a real blank header', () => {
    expect(read('producto;precio;fecha;\r\nCemento;350;2026-01-01;\r\n')).toEqual({
      ok: true,
      csv: { headers: ['producto', 'precio', 'fecha'], renombrados: [], rows: [['Cemento', '350', '2026-01-01']], encoding: 'utf-8', separador: ';' },
    });
    expect(read('producto;;precio;;\nCemento;;350;;\nArena; ;20;x\n')).toMatchObject({
      ok: true,
      csv: { headers: ['producto', 'precio'], rows: [['Cemento', '350'], ['Arena', '20']] },
    });
    expect(read('producto;;precio\nCemento;gris;350\n')).toEqual({ ok: false, error: HEADER_MESSAGES.sinEncabezados });
    expect(read('Cemento;350;2026-01-01;\nArena;20;2026-01-01;\n')).toEqual({ ok: false, error: HEADER_MESSAGES.sinEncabezados });
  });

  it('refuses empty, binary and header-less files', () => {
    expect(read('')).toEqual({ ok: false, error: DECODE_MESSAGES.vacio });
    expect(read(' \r\n')).toEqual({ ok: false, error: DECODE_MESSAGES.vacio });
    expect(read(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toEqual({ ok: false, error: DECODE_MESSAGES.binario });
    expect(read('Cemento;350;2026-01-01\nArena;20;2026-01-01\n')).toEqual({ ok: false, error: HEADER_MESSAGES.sinEncabezados });
  });

  it('reads a large file whole: a quoted line end, and Windows-1252 only near its end', () => {
    const n = 40_000;
    const lines = Array.from({ length: n }, (_, i) => `Producto ${i};${i},5;2026-01-01`);
    const names = lines.map((l) => l.split(';')[0]);
    const quoted = [...lines.slice(0, 10), '"Dos\nlíneas";1;2026-01-01', ...lines.slice(10)];
    const withQuote = readCsv(bytes(`producto;precio;fecha\n${quoted.join('\n')}\n`));
    expect(withQuote.ok && rowsOf(withQuote.csv.rows).map((r) => r[0])).toEqual([...names.slice(0, 10), 'Dos\nlíneas', ...names.slice(10)]);
    const text = `producto;precio;fecha\n${lines.join('\n')}\n`;
    const latin = Uint8Array.from(text, (c) => c.charCodeAt(0));
    latin[latin.length - 8] = 0xf1;
    const cp1252 = readCsv(latin);
    expect(cp1252.ok && cp1252.csv.encoding).toBe('windows-1252');
    expect(cp1252.ok && cp1252.csv.rows.length).toBe(n);
    expect(cp1252.ok && cp1252.csv.rows.cell(n >> 1, 0)).toBe(names[n >> 1]);
  });
});
