import { describe, expect, it } from 'vitest';
import { lineasTxt, nombreArchivoTxt, textoTxt } from './txt-export';

const SELECCIONES = [
  { sonador_sigla: 'B', ordinal: 2, numeros_lista: [5, 10, 15] },
  { sonador_sigla: 'A', ordinal: 10, numeros_lista: [1, 2, 38] },
  { sonador_sigla: 'B', ordinal: 1, numeros_lista: [4, 8, 12] },
  { sonador_sigla: 'A', ordinal: 1, numeros_lista: [3, 7, 12] },
  { sonador_sigla: 'A', ordinal: 2, numeros_lista: [9, 100, 11] },
];

describe('TXT export', () => {
  it('writes one line per selection by dreamer, sorted by ordinal, numbers padded to 2 digits', () => {
    expect(lineasTxt(SELECCIONES)).toEqual([
      'A:1 --> 03 07 12',
      'A:2 --> 09 100 11',
      'A:10 --> 01 02 38',
      'B:1 --> 04 08 12',
      'B:2 --> 05 10 15',
    ]);
    expect(textoTxt(SELECCIONES.slice(0, 1))).toBe('B:2 --> 05 10 15\n');
    expect(textoTxt([])).toBe('');
  });

  it('names the file after the day following the last draw, in UTC', () => {
    expect(nombreArchivoTxt('lesa-mill', '2025-02-28T23:30:00.000Z')).toBe('selecciones_lesa-mill_2025-03-01.txt');
    expect(nombreArchivoTxt('lesa-mill', '2024-02-28T10:00:00Z')).toBe('selecciones_lesa-mill_2024-02-29.txt');
    // 22:00 at -05:00 is already 03:00 UTC of the next day.
    expect(nombreArchivoTxt('x', '2025-12-31T22:00:00-05:00')).toBe('selecciones_x_2026-01-02.txt');
    expect(nombreArchivoTxt('x', 'ayer')).toBeNull();
  });
});
