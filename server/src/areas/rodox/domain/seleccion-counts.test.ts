import { describe, expect, it } from 'vitest';
import { comunes, contarSeleccion } from './seleccion-counts.js';

describe('contarSeleccion', () => {
  it('counts parity, residues mod 3, halves of the range and numbers shared with nearby draws', () => {
    const contexto = { numero_min: 1, numero_max: 31, cantidad: 6 };
    expect(
      contarSeleccion([3, 6, 9, 16, 17, 31], contexto, {
        anteriores: [[3, 6, 10, 11, 12, 13], [1, 2, 4, 5, 7, 8], null],
        kandidatura: [9, 16, 17, 29, 30, 31],
      }),
    ).toEqual({
      pares_cantidad: 2,
      impares_cantidad: 4,
      tricero_cantidad: 3,
      triuno_cantidad: 2,
      tridos_cantidad: 1,
      // Middle 16: 16 is at or below it.
      superiores_cantidad: 2,
      inferiores_cantidad: 4,
      comunes_a01_cantidad: 2,
      comunes_a02_cantidad: 0,
      comunes_a03_cantidad: null,
      numeros_comunes_cantidad: 4,
    });
  });

  it('leaves the shared counts null while those draws do not exist; halves of an even range', () => {
    const conteo = contarSeleccion([1, 10, 11, 20], { numero_min: 1, numero_max: 20, cantidad: 4 }, { anteriores: [], kandidatura: null });
    expect(conteo).toMatchObject({
      superiores_cantidad: 2,
      inferiores_cantidad: 2,
      comunes_a01_cantidad: null,
      comunes_a02_cantidad: null,
      comunes_a03_cantidad: null,
      numeros_comunes_cantidad: null,
    });
  });
});

describe('comunes', () => {
  it('counts shared numbers, null without the other draw', () => {
    expect(comunes([1, 2, 3], [3, 2, 9])).toBe(2);
    expect(comunes([1, 2, 3], [])).toBe(0);
    expect(comunes([1, 2, 3], undefined)).toBeNull();
  });
});
