import type { ReglaSonador } from '@gestion/contract/rodox';
import type { RangoContexto } from './types.js';

// The dreamers (`sonadores`) (docs/domain.md, «Selecciones y soñadores») turn a projection's kept
// numbers (in rank order) into selections of `cantidad` numbers. All four read the same pool: for
// ordinal o, the ranked list rotated by o-1 (ordinal 1 starts at the top-ranked number, ordinal 2
// at the second, ...), so each ordinal favours a little less of the top and the selections differ
// while staying deterministic. Then:
// each dreamer's rule (`regla`; the catalogue's A, B, C and D have one each):
// - primeros (A) takes the first `cantidad` numbers of the pool;
// - paridad (B) balances even and odd: the pool read in order, each number taken while its class has room;
// - residuos (C) spreads across the residues mod 3 the same way;
// - mitades (D) mixes the lower half of the range (n <= middle) and the upper half (n > middle), as the
//   selection counts `inferiores` / `superiores` split it.
// Classes share `cantidad` as evenly as possible; the odd slots go to the classes whose
// best-ranked number comes first in the pool. When a class has too few numbers in the pool, the
// free slots go to the best-ranked numbers left over, so a selection is always complete.
// A dreamer's selection equal to one of its earlier ordinals is dropped (small pools repeat).

export type { ReglaSonador };

/** A dreamer as the projection reads it from the catalogue (rodox_sonadores). */
export interface Sonador {
  sigla: string;
  regla: ReglaSonador;
}

/** The catalogue as the migration creates it: what a projection uses unless told otherwise. */
export const SONADORES: readonly Sonador[] = [
  { sigla: 'A', regla: 'primeros' },
  { sigla: 'B', regla: 'paridad' },
  { sigla: 'C', regla: 'residuos' },
  { sigla: 'D', regla: 'mitades' },
];

/** Selections each dreamer makes for one projection (at most: repeats are dropped). */
export const SELECCIONES_POR_SONADOR = 3;

export interface SeleccionSonada {
  sonador_sigla: string;
  /** 1, 2, 3 … within the dreamer. */
  ordinal: number;
  /** Ascending, like a draw's numbers. */
  numeros_lista: number[];
}

type Clase = (n: number) => number;

const mitadDelRango = (contexto: RangoContexto) => (contexto.numero_min + contexto.numero_max) / 2;

function claseDe(regla: ReglaSonador, contexto: RangoContexto): { clase: Clase; clases: number } | null {
  switch (regla) {
    case 'primeros':
      return null;
    case 'paridad':
      return { clase: (n) => n % 2, clases: 2 };
    case 'residuos':
      return { clase: (n) => n % 3, clases: 3 };
    case 'mitades': {
      const mitad = mitadDelRango(contexto);
      return { clase: (n) => (n > mitad ? 1 : 0), clases: 2 };
    }
  }
}

/** Room per class: cantidad split evenly, the remainder to the classes seen first in the pool. */
export function quotas(pool: readonly number[], clase: Clase, clases: number, cantidad: number): number[] {
  const quota = Array.from({ length: clases }, () => Math.floor(cantidad / clases));
  let resto = cantidad % clases;
  const orden: number[] = [];
  for (const n of pool) if (!orden.includes(clase(n))) orden.push(clase(n));
  for (let c = 0; c < clases; c++) if (!orden.includes(c)) orden.push(c);
  for (const c of orden) {
    if (resto === 0) break;
    quota[c]!++;
    resto--;
  }
  return quota;
}

/** Takes `cantidad` numbers from the pool in order, honouring the class quotas when given. */
export function pick(pool: readonly number[], cantidad: number, reparto: { clase: Clase; clases: number } | null): number[] {
  if (reparto === null) return pool.slice(0, cantidad);
  const libre = quotas(pool, reparto.clase, reparto.clases, cantidad);
  const elegidos: number[] = [];
  const sobrantes: number[] = [];
  for (const n of pool) {
    if (elegidos.length === cantidad) break;
    const c = reparto.clase(n);
    if (libre[c]! > 0) {
      libre[c]!--;
      elegidos.push(n);
    } else sobrantes.push(n);
  }
  for (const n of sobrantes) {
    if (elegidos.length === cantidad) break;
    elegidos.push(n);
  }
  return elegidos;
}

/**
 * Every dreamer's selections for one projection: the dreamers in the order given, each with
 * ordinals 1..n (n <= porSonador). None when fewer than `cantidad` numbers were kept.
 */
export function makeSelecciones(
  numerosRankeados: readonly number[],
  contexto: RangoContexto,
  sonadores: readonly Sonador[] = SONADORES,
  porSonador = SELECCIONES_POR_SONADOR,
): SeleccionSonada[] {
  const { cantidad } = contexto;
  if (numerosRankeados.length < cantidad || cantidad < 1) return [];
  const selecciones: SeleccionSonada[] = [];
  for (const { sigla: sonador_sigla, regla } of sonadores) {
    const reparto = claseDe(regla, contexto);
    const vistas = new Set<string>();
    for (let giro = 0; giro < porSonador && giro < numerosRankeados.length; giro++) {
      const pool = [...numerosRankeados.slice(giro), ...numerosRankeados.slice(0, giro)];
      const numeros_lista = pick(pool, cantidad, reparto).sort((a, b) => a - b);
      const clave = numeros_lista.join(' ');
      if (vistas.has(clave)) continue;
      vistas.add(clave);
      selecciones.push({ sonador_sigla, ordinal: vistas.size, numeros_lista });
    }
  }
  return selecciones;
}
