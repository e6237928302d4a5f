import { describe, expect, it } from 'vitest';
import { detectarFormato, leerFuente } from './fuente-parse.js';

const LIMITES = { maxBytes: 1000, maxSorteos: 3 };

describe('leerFuente', () => {
  it('reads a JSON array and a JSON object with results', () => {
    const item = { kardinal: 1, fecha_utc: '2025-01-01T00:00:00Z', numeros_lista: [1, 2, 3] };
    const esperado = { ok: true, filas: [{ posicion: 'Elemento 1', ...item }] };
    expect(leerFuente(JSON.stringify([item]))).toEqual(esperado);
    expect(leerFuente(JSON.stringify({ count: 1, results: [item] }))).toEqual(esperado);
    expect(leerFuente('[]')).toEqual({ ok: true, filas: [] });
  });

  it('reads CSV with a BOM, CRLF, quotes, blank lines and any header case', () => {
    const texto = '\uFEFFKardinal, fecha_utc ,"numeros"\r\n1,"2025-01-01T00:00:00Z",1 2 3\r\n\r\n2,2025-01-02,4-5-6\r\n';
    expect(leerFuente(texto)).toEqual({
      ok: true,
      filas: [
        { posicion: 'Línea 2', kardinal: '1', fecha_utc: '2025-01-01T00:00:00Z', numeros_lista: '1 2 3' },
        { posicion: 'Línea 4', kardinal: '2', fecha_utc: '2025-01-02', numeros_lista: '4-5-6' },
      ],
    });
  });

  it('detects the format by the first character', () => {
    expect(detectarFormato('  [ ]')).toBe('json');
    expect(detectarFormato('\uFEFF{"results": []}')).toBe('json');
    expect(detectarFormato('kardinal,fecha_utc,numeros')).toBe('csv');
    // A forced format is honoured.
    expect(leerFuente('[]', 'csv')).toEqual({ ok: false, detail: 'La fuente CSV debe empezar con la cabecera kardinal,fecha_utc,numeros.' });
  });

  it.each([
    ['', 'La fuente de sorteos está vacía.'],
    [' \n ', 'La fuente de sorteos está vacía.'],
    ['[1, 2', 'La fuente de sorteos no es un JSON válido.'],
    ['{"data": []}', 'La fuente JSON debe ser una lista de sorteos o un objeto cuyo campo "results" lo sea.'],
    ['[{"kardinal": 1}, 7]', 'Elemento 2: cada sorteo debe ser un objeto con kardinal, fecha_utc y numeros_lista.'],
    ['[[1, "2025-01-01", [1]]]', 'Elemento 1: cada sorteo debe ser un objeto con kardinal, fecha_utc y numeros_lista.'],
    ['root:x:0:0:root:/root:/bin/bash\n', 'La fuente CSV debe empezar con la cabecera kardinal,fecha_utc,numeros.'],
    ['kardinal;fecha_utc;numeros\n1;2025-01-01;1 2 3', 'La fuente CSV debe empezar con la cabecera kardinal,fecha_utc,numeros.'],
    ['kardinal,fecha_utc,numeros\n1,2025-01-01', 'Línea 2: se esperaban 3 columnas (kardinal,fecha_utc,numeros) y hay 2.'],
    ['kardinal,fecha_utc,numeros\n1,2025-01-01,1,2,3', 'Línea 2: se esperaban 3 columnas (kardinal,fecha_utc,numeros) y hay 5.'],
  ])('refuses %j', (texto, detail) => {
    expect(leerFuente(texto, 'auto', LIMITES)).toEqual({ ok: false, detail });
  });

  it('refuses sources above the size or draw limits', () => {
    expect(leerFuente(`[${' '.repeat(1000)}]`, 'auto', LIMITES)).toEqual({ ok: false, detail: 'La fuente de sorteos supera el tamaño máximo de 1 KiB.' });
    // Multi-byte text: 400 characters, 1200 bytes.
    expect(leerFuente(`kardinal,fecha_utc,numeros\n${'€'.repeat(400)}`, 'auto', LIMITES)).toMatchObject({ ok: false });
    const cuatro = JSON.stringify([1, 2, 3, 4].map((kardinal) => ({ kardinal })));
    expect(leerFuente(cuatro, 'auto', LIMITES)).toEqual({ ok: false, detail: 'La fuente de sorteos tiene más de 3 sorteos, el máximo aceptado.' });
    const csv = 'kardinal,fecha_utc,numeros\n' + [1, 2, 3, 4].map((k) => `${k},2025-01-0${k},1 2 3`).join('\n');
    expect(leerFuente(csv, 'auto', LIMITES)).toEqual({ ok: false, detail: 'La fuente de sorteos tiene más de 3 sorteos, el máximo aceptado.' });
    expect(leerFuente(csv, 'auto', { ...LIMITES, maxSorteos: 4 }).ok).toBe(true);
  });
});
