import type { MetricaTipo, RangoContexto } from './types.js';
import { tamanoRango } from './types.js';

// The five metrics (docs/domain.md, «Métricas») over a sliding window. For draw k the window is the draws
// k-ventana+1..k (draw k included). Each accumulator keeps running counts: stepping from k-1 to k
// adds draw k and drops draw k-ventana, so a value costs O(cantidad) to update (O(cantidad²) for
// multiplal) instead of re-reading the whole window.
//
// Values are indexed by `n - numero_min`. Definitions, for number n:
// - frecuencial: draws of the window that hold n.
// - recencial: k minus the kardinal of the last draw of the window holding n (0 when draw k
//   holds it); ventana+1 when no draw of the window holds it.
// - gradal: appearances in the last half minus appearances in the first half. Each half is
//   floor(ventana/2) draws; an odd window leaves its middle draw out, so that both halves are
//   equally long and a number that comes at a steady rate scores 0.
// - multiplal: co-occurrence with draw k: for each other number m of draw k, the draws of the
//   window holding both n and m, summed. Draw k itself counts (it is in the window).
// - pasal: mean gap between consecutive appearances of n in the window, which is
//   (last - first) / (appearances - 1). With fewer than two appearances no gap exists: the value
//   is ventana+1, above any real mean gap (at most ventana-1), so such numbers rank last.

export interface Acumulador {
  /** Moves the window to end at draw k (the previous call was k-1, or this is the first). */
  avanzar(k: number): void;
  /** Writes the values of the window ending at the last draw passed to `avanzar`. */
  valores(out: Float64Array): void;
}

/** Draw numbers by kardinal; undefined outside the draws loaded. */
export type NumerosDe = (kardinal: number) => readonly number[] | undefined;

export function crearAcumulador(tipo: MetricaTipo, contexto: RangoContexto, ventana: number, numerosDe: NumerosDe): Acumulador {
  const rango = tamanoRango(contexto);
  const min = contexto.numero_min;
  const v = ventana;
  // Only draws that entered the window may leave it: the first `avanzar` fixes where it starts.
  let primero = Number.NaN;
  let actual = Number.NaN;
  const cada = (k: number, f: (i: number) => void) => {
    if (!(k >= primero) || k > actual) return;
    for (const n of numerosDe(k) ?? []) f(n - min);
  };
  const mover = (k: number) => {
    if (Number.isNaN(primero)) primero = k;
    actual = k;
  };

  switch (tipo) {
    case 'frecuencial': {
      const cuenta = new Int32Array(rango);
      return {
        avanzar(k) {
          mover(k);
          cada(k, (i) => cuenta[i]!++);
          cada(k - v, (i) => cuenta[i]!--);
        },
        valores: (out) => out.set(cuenta),
      };
    }
    case 'recencial': {
      const visto = new Float64Array(rango).fill(Number.NEGATIVE_INFINITY);
      return {
        avanzar(k) {
          mover(k);
          cada(k, (i) => (visto[i] = k));
        },
        valores(out) {
          for (let i = 0; i < rango; i++) {
            const desde = actual - visto[i]!;
            out[i] = desde < v ? desde : v + 1;
          }
        },
      };
    }
    case 'gradal': {
      const mitad = Math.floor(v / 2);
      const reciente = new Int32Array(rango);
      const antigua = new Int32Array(rango);
      return {
        avanzar(k) {
          mover(k);
          if (mitad === 0) return;
          // Last half: k-mitad+1..k. First half: k-v+1..k-v+mitad.
          cada(k, (i) => reciente[i]!++);
          cada(k - mitad, (i) => reciente[i]!--);
          cada(k - v + mitad, (i) => antigua[i]!++);
          cada(k - v, (i) => antigua[i]!--);
        },
        valores(out) {
          for (let i = 0; i < rango; i++) out[i] = reciente[i]! - antigua[i]!;
        },
      };
    }
    case 'multiplal': {
      const juntos = new Int32Array(rango * rango);
      const pares = (k: number, delta: number) => {
        const numeros = numerosDe(k);
        if (!numeros || !(k >= primero) || k > actual) return;
        for (const a of numeros) {
          const fila = (a - min) * rango - min;
          for (const b of numeros) if (b !== a) juntos[fila + b]! += delta;
        }
      };
      return {
        avanzar(k) {
          mover(k);
          pares(k, 1);
          pares(k - v, -1);
        },
        valores(out) {
          out.fill(0);
          const delSorteo = numerosDe(actual) ?? [];
          for (let i = 0; i < rango; i++) {
            const fila = i * rango - min;
            let suma = 0;
            // A pair (n, n) is never counted, so m = n adds 0.
            for (const m of delSorteo) suma += juntos[fila + m]!;
            out[i] = suma;
          }
        },
      };
    }
    case 'pasal': {
      // Appearances of each number, oldest first; `desde` skips those that left the window.
      const apariciones: number[][] = Array.from({ length: rango }, () => []);
      const desde = new Int32Array(rango);
      return {
        avanzar(k) {
          mover(k);
          cada(k, (i) => apariciones[i]!.push(k));
          cada(k - v, (i) => desde[i]!++);
        },
        valores(out) {
          for (let i = 0; i < rango; i++) {
            const lista = apariciones[i]!;
            const veces = lista.length - desde[i]!;
            out[i] = veces >= 2 ? (lista[lista.length - 1]! - lista[desde[i]!]!) / (veces - 1) : v + 1;
          }
        },
      };
    }
  }
}
