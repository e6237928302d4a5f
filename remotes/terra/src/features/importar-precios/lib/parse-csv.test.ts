import { HEADER_MESSAGES } from './columns';
import { parseCsvFile } from './parse-csv';

describe('parseCsvFile', () => {
  // The worker itself runs in the browser only (e2e/importar-precios and bench/terra-wizard.mjs).
  it('without a worker, reads the file in place, its progress up to 1', async () => {
    const seen: number[] = [];
    const result = await parseCsvFile(new Blob(['producto;precio\nCemento;1\n']), (p) => seen.push(p), false);
    expect(result.ok && [result.csv.headers, result.csv.rows.row(0)]).toEqual([['producto', 'precio'], ['Cemento', '1']]);
    expect(seen.at(-1)).toBe(1);
    expect(await parseCsvFile(new Blob(['Cemento;1\n']), () => {}, false)).toEqual({ ok: false, error: HEADER_MESSAGES.sinEncabezados });
  });
});
