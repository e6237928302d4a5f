import type { MetricaTipo } from './types.js';

// Every metric ranks "hot" numbers first, the ones it expects to come out:
// - frecuencial, higher first: seen more often in the window;
// - recencial, lower first: fewer draws since last seen (0 = in the last draw);
// - gradal, higher first: rising more in the last half than in the first;
// - multiplal, higher first: comes out most together with the last draw's numbers;
// - pasal, lower first: the shortest mean gap between appearances (comes back soonest).
// Ties go to the lower number, so the ranking is a total order and repeatable.

export type Sentido = 'mayor-primero' | 'menor-primero';

export const SENTIDO_METRICA: Readonly<Record<MetricaTipo, Sentido>> = {
  frecuencial: 'mayor-primero',
  recencial: 'menor-primero',
  gradal: 'mayor-primero',
  multiplal: 'mayor-primero',
  pasal: 'menor-primero',
};

/**
 * The first `magnitud` numbers of the ranking (all of them when the range is smaller), in rank
 * order. `valores[i]` is the value of number `numeroMin + i`.
 */
export function rankear(valores: ArrayLike<number>, numeroMin: number, sentido: Sentido, magnitud: number): number[] {
  const signo = sentido === 'mayor-primero' ? -1 : 1;
  const indices = Array.from({ length: valores.length }, (_, i) => i);
  indices.sort((a, b) => signo * (valores[a]! - valores[b]!) || a - b);
  return indices.slice(0, Math.max(0, magnitud)).map((i) => i + numeroMin);
}
