import { tableFromRows } from './csv-table';
import { rejectedRowsCsv } from './rejected-csv';

describe('rejectedRowsCsv', () => {
  it('lists each rejected row with its number, reason and original cells, quoted where needed', () => {
    const csv = rejectedRowsCsv(['producto', 'precio'], tableFromRows([['Cemento', '1'], ['Arena; fina', 'x'], ['Tubo "PVC"', '0']]), [
      { fila: 3, mensaje: 'Datos incompletos o inválidos' },
      { fila: 4, mensaje: 'Precio no válido' },
    ]);
    expect(csv).toBe('\uFEFFfila;motivo;producto;precio\r\n3;Datos incompletos o inválidos;"Arena; fina";x\r\n4;Precio no válido;"Tubo ""PVC""";0\r\n');
  });

  it('writes a cell that begins with = + - @ as text, not as a formula', () => {
    const csv = rejectedRowsCsv(['producto', 'precio'], tableFromRows([['=HYPERLINK("http://x","y")', '+1'], ['@SUM(A1)', '-2']]), [
      { fila: 2, mensaje: 'Precio no válido' },
      { fila: 3, mensaje: 'Precio no válido' },
    ]);
    const cells = csv.slice(1).trim().split('\r\n').slice(1).flatMap((line) => line.split(';').slice(2));
    expect(cells).toEqual([`"'=HYPERLINK(""http://x"",""y"")"`, `"'+1"`, `"'@SUM(A1)"`, `"'-2"`]);
  });
});
