import { describe, expect, it } from 'vitest';
import { resumenParidad } from './paridad-resumen';

describe('resumenParidad', () => {
  it('counts the draws of each pair count, ascending by pair count', () => {
    const puntos = [3, 1, 3, 0, 6, 1, 3].map((pares_cantidad, i) => ({ kardinal: i + 1, pares_cantidad }));
    expect(resumenParidad(puntos)).toEqual([
      { pares: 0, ocurrencias: 1 },
      { pares: 1, ocurrencias: 2 },
      { pares: 3, ocurrencias: 3 },
      { pares: 6, ocurrencias: 1 },
    ]);
  });

  it('is empty without draws', () => {
    expect(resumenParidad([])).toEqual([]);
  });
});
