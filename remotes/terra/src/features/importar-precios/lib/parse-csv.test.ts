import { HEADER_MESSAGES } from './columns';
import { DECODE_MESSAGES } from './decode';
import { detectSeparator, PARALLEL_FROM_CHARS, parseCsvFile, splitPoint } from './parse-csv';

const file = (content: BlobPart) => new Blob([content]);
const parse = (content: BlobPart) => parseCsvFile(file(content), () => {}, false);

describe('parseCsvFile', () => {
  it('detects the separator of the header line', () => {
    expect(detectSeparator('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectSeparator('a,b,"c;d"\n')).toBe(',');
    expect(detectSeparator('a\tb\n')).toBe('\t');
  });

  it('parses a ;-separated Windows-1252 file with repeated headers and quoted cells', async () => {
    const latin1 = new Uint8Array([...'producto;precio;precio\r\n"Ca'].map((c) => c.charCodeAt(0)).concat([0xf1], [...'o; largo";1,5;2\r\n\r\n'].map((c) => c.charCodeAt(0))));
    const result = await parse(latin1);
    expect(result).toEqual({
      ok: true,
      csv: { headers: ['producto', 'precio', 'precio_2'], renombrados: ['precio_2'], rows: [['Caño; largo', '1,5', '2']], encoding: 'windows-1252', separador: ';' },
    });
  });

  it('reports progress up to 1', async () => {
    const seen: number[] = [];
    await parseCsvFile(file('producto,precio\n' + 'x,1\n'.repeat(1000)), (p) => seen.push(p), false);
    expect(seen.at(-1)).toBe(1);
  });

  it('ignores a trailing separator and unnamed empty columns (an Excel export), not a real blank header', async () => {
    expect(await parse('producto;precio;fecha;\r\nCemento;350;2026-01-01;\r\n')).toEqual({
      ok: true,
      csv: { headers: ['producto', 'precio', 'fecha'], renombrados: [], rows: [['Cemento', '350', '2026-01-01']], encoding: 'utf-8', separador: ';' },
    });
    expect(await parse('producto;;precio;;\nCemento;;350;;\nArena; ;20;x\n')).toMatchObject({
      ok: true,
      csv: { headers: ['producto', 'precio'], rows: [['Cemento', '350'], ['Arena', '20']] },
    });
    expect(await parse('producto;;precio\nCemento;gris;350\n')).toEqual({ ok: false, error: HEADER_MESSAGES.sinEncabezados });
    expect(await parse('Cemento;350;2026-01-01;\nArena;20;2026-01-01;\n')).toEqual({ ok: false, error: HEADER_MESSAGES.sinEncabezados });
  });

  it('refuses empty, binary and header-less files', async () => {
    expect(await parse('')).toEqual({ ok: false, error: DECODE_MESSAGES.vacio });
    expect(await parse(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toEqual({ ok: false, error: DECODE_MESSAGES.binario });
    expect(await parse('Cemento;350;2026-01-01\nArena;20;2026-01-01\n')).toEqual({ ok: false, error: HEADER_MESSAGES.sinEncabezados });
  });

  it('cuts a large unquoted text between two lines past its middle, and never a quoted or small one', () => {
    const line = 'Cemento gris;350,50;2026-01-01\r\n';
    const big = 'producto;precio;fecha\r\n' + line.repeat(Math.ceil(PARALLEL_FROM_CHARS / line.length) + 1);
    const cut = splitPoint(big)!;
    expect(cut).toBeGreaterThanOrEqual(big.length / 2);
    expect(big.slice(cut, cut + line.length)).toBe(line);
    expect(big[cut - 1]).toBe('\n');
    expect(splitPoint(big.replace('Cemento', '"Cemento"'))).toBeNull();
    expect(splitPoint('producto;precio\r\nCemento;1\r\n')).toBeNull();
  });

  it('reads a large file in two halves into the same rows, in order; quoted or Windows-1252 alike', async () => {
    const n = Math.ceil(PARALLEL_FROM_CHARS / 30) + 100;
    const lines = Array.from({ length: n }, (_, i) => `Producto ${i};${i},5;2026-01-01`);
    const names = lines.map((l) => l.split(';')[0]);
    const plain = await parse(`producto;precio;fecha\n${lines.join('\n')}\n\n`);
    expect(plain.ok && plain.csv.rows.map((r) => r[0])).toEqual(names);
    // A quoted cell with a line end: read whole, by one parser.
    const middle = Math.floor(n / 2);
    const quoted = [...lines.slice(0, 10), '"Dos\nlíneas";1;2026-01-01', ...lines.slice(10)];
    const withQuote = await parse(`producto;precio;fecha\n${quoted.join('\n')}\n`);
    expect(withQuote.ok && withQuote.csv.rows.map((r) => r[0])).toEqual([...names.slice(0, 10), 'Dos\nlíneas', ...names.slice(10)]);
    // Not UTF-8 in the second half only: the whole file is Windows-1252.
    const text = `producto;precio;fecha\n${lines.join('\n')}\n`;
    const latin = Uint8Array.from(text, (c) => c.charCodeAt(0));
    latin[latin.length - 8] = 0xf1;
    const cp1252 = await parse(latin);
    expect(cp1252.ok && cp1252.csv.encoding).toBe('windows-1252');
    expect(cp1252.ok && cp1252.csv.rows.length).toBe(n);
    expect(cp1252.ok && cp1252.csv.rows[middle]![0]).toBe(names[middle]);
  });
});
