import { describe, expect, it } from 'vitest';
import { makeSelecciones, pick, quotas, SONADORES } from './sonadores.js';

const CONTEXTO = { numero_min: 1, numero_max: 10, cantidad: 4 };
// Ranked kept numbers: mostly odd at the top.
const RANKING = [7, 9, 3, 2, 1, 8, 4, 5];
const de = (sigla: string) =>
  makeSelecciones(RANKING, CONTEXTO)
    .filter((s) => s.sonador_sigla === sigla)
    .map((s) => [s.ordinal, s.numeros_lista]);

describe('makeSelecciones', () => {
  it('A takes the top-ranked numbers, each ordinal starting one rank lower', () => {
    expect(de('A')).toEqual([
      [1, [2, 3, 7, 9]],
      [2, [1, 2, 3, 9]],
      [3, [1, 2, 3, 8]],
    ]);
  });

  it('B balances even and odd', () => {
    expect(de('B')).toEqual([
      [1, [2, 7, 8, 9]],
      [2, [2, 3, 8, 9]],
      [3, [1, 2, 3, 8]],
    ]);
  });

  it('C spreads across residues mod 3 and drops a repeated selection', () => {
    // Ordinal 3 (pool 3 2 1 8 4 5 7 9) picks 3 2 1 9 again: only two selections.
    expect(de('C')).toEqual([
      [1, [1, 2, 7, 9]],
      [2, [1, 2, 3, 9]],
    ]);
  });

  it('D mixes the lower half (<= 5.5) and the upper half', () => {
    expect(de('D')).toEqual([
      [1, [2, 3, 7, 9]],
      [2, [2, 3, 8, 9]],
      [3, [2, 3, 7, 8]],
    ]);
  });

  it('is deterministic and makes nothing from fewer than cantidad numbers', () => {
    expect(makeSelecciones(RANKING, CONTEXTO)).toEqual(makeSelecciones(RANKING, CONTEXTO));
    expect(makeSelecciones([1, 2, 3], CONTEXTO)).toEqual([]);
    expect(makeSelecciones(RANKING, CONTEXTO, SONADORES, 1).map((s) => `${s.sonador_sigla}:${s.ordinal}`)).toEqual(['A:1', 'B:1', 'C:1', 'D:1']);
  });

  it('with exactly cantidad numbers every dreamer makes that one selection', () => {
    expect(makeSelecciones([4, 1, 3, 2], CONTEXTO)).toEqual(
      ['A', 'B', 'C', 'D'].map((sonador_sigla) => ({ sonador_sigla, ordinal: 1, numeros_lista: [1, 2, 3, 4] })),
    );
  });
});

describe('makeSelecciones with the catalogue', () => {
  it('makes the selections of the dreamers given, in their order, each by its rule', () => {
    const catalogo = [{ sigla: 'Z', regla: 'paridad' as const }, { sigla: 'A', regla: 'primeros' as const }];
    const hechas = makeSelecciones(RANKING, CONTEXTO, catalogo);
    expect([...new Set(hechas.map((s) => s.sonador_sigla))]).toEqual(['Z', 'A']);
    const comoB = makeSelecciones(RANKING, CONTEXTO).filter((s) => s.sonador_sigla === 'B');
    expect(hechas.filter((s) => s.sonador_sigla === 'Z').map((s) => s.numeros_lista)).toEqual(comoB.map((s) => s.numeros_lista));
    expect(makeSelecciones(RANKING, CONTEXTO, [])).toEqual([]);
  });
});

describe('quotas', () => {
  const paridad = { clase: (n: number) => n % 2, clases: 2 };
  it('splits evenly; the odd slot goes to the class ranked first', () => {
    expect(quotas([2, 1], paridad.clase, 2, 5)).toEqual([3, 2]);
    expect(quotas([1, 2], paridad.clase, 2, 5)).toEqual([2, 3]);
    expect(quotas([3, 1, 2], (n) => n % 3, 3, 4)).toEqual([2, 1, 1]);
  });

  it('fills from the best numbers left over when a class runs short', () => {
    expect(pick([1, 3, 5, 7, 9], 4, paridad)).toEqual([1, 3, 5, 7]);
    expect(pick([1, 3, 5, 2, 9], 4, paridad)).toEqual([1, 3, 2, 5]);
  });
});
