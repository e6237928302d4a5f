import { describe, expect, it } from 'vitest';
import { SENTIDO_METRICA, rankear } from './ranking.js';

describe('rankear', () => {
  it('higher first, ties by the lower number, keeps magnitud', () => {
    // Values of 1..6 (frecuencial at k=4 of the hand-computed draws).
    expect(rankear([2, 3, 4, 1, 1, 1], 1, 'mayor-primero', 4)).toEqual([3, 2, 1, 4]);
  });

  it('lower first, ties by the lower number', () => {
    expect(rankear([1, 0, 0, 2, 1, 0], 1, 'menor-primero', 4)).toEqual([2, 3, 6, 1]);
    expect(rankear([2, 1.5, 1, 5, 5, 5], 1, 'menor-primero', 6)).toEqual([3, 2, 1, 4, 5, 6]);
  });

  it('offsets by numero_min and keeps the whole range when magnitud is larger', () => {
    expect(rankear([0, 5, 5], 10, 'mayor-primero', 23)).toEqual([11, 12, 10]);
    expect(rankear([0, 5, 5], 10, 'mayor-primero', 0)).toEqual([]);
  });

  it('ranks hot numbers first for every metric', () => {
    expect(SENTIDO_METRICA).toEqual({
      frecuencial: 'mayor-primero',
      recencial: 'menor-primero',
      gradal: 'mayor-primero',
      multiplal: 'mayor-primero',
      pasal: 'menor-primero',
    });
  });
});
