import { rejectedRowsCsv } from './rejected-csv';

describe('rejectedRowsCsv', () => {
  it('lists each rejected row with its number, reason and original cells, quoted where needed', () => {
    const csv = rejectedRowsCsv(['producto', 'precio'], [['Cemento', '1'], ['Arena; fina', 'x'], ['Tubo "PVC"', '0']], [
      { fila: 3, mensaje: 'Datos incompletos o inválidos' },
      { fila: 4, mensaje: 'Precio no válido' },
    ]);
    expect(csv).toBe('\uFEFFfila;motivo;producto;precio\r\n3;Datos incompletos o inválidos;"Arena; fina";x\r\n4;Precio no válido;"Tubo ""PVC""";0\r\n');
  });
});
