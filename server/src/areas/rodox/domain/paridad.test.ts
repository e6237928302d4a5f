import { describe, expect, it } from 'vitest';
import { ocurrenciasPorPares, paresCantidad } from './paridad.js';

describe('parity', () => {
  it('pares_cantidad counts the even numbers', () => {
    expect(paresCantidad([1, 2, 4, 7, 10, 31])).toBe(3);
    expect(paresCantidad([])).toBe(0);
  });

  it('summarises occurrences by pair count, ascending', () => {
    const puntos = [3, 1, 3, 0, 3, 1].map((pares_cantidad, i) => ({ kardinal: i + 1, pares_cantidad }));
    expect(ocurrenciasPorPares(puntos)).toEqual([
      { pares: 0, ocurrencias: 1 },
      { pares: 1, ocurrencias: 2 },
      { pares: 3, ocurrencias: 3 },
    ]);
  });
});
