import type { RangoContexto, Sorteo } from './types.js';

// The hand-computed example of the tests: numbers 1..6, three a draw, six draws. The expected
// values in metric-window, metric-values and projection tests were worked out on paper from it.

export const CONTEXTO_MANO: RangoContexto = { numero_min: 1, numero_max: 6, cantidad: 3 };

export const LISTAS_MANO: readonly number[][] = [
  [1, 2, 3],
  [2, 3, 4],
  [1, 3, 5],
  [2, 3, 6],
  [1, 4, 6],
  [3, 4, 6],
];

export const SORTEOS_MANO: readonly Sorteo[] = LISTAS_MANO.map((numeros_lista, i) => ({
  kardinal: i + 1,
  fecha_utc: `2025-01-0${i + 1}T00:00:00.000Z`,
  numeros_lista,
}));
