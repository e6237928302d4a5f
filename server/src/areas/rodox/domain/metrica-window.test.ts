import { describe, expect, it } from 'vitest';
import { crearAcumulador } from './metrica-window.js';
import { generarSorteosDemo } from './demo-sorteos.js';
import { CONTEXTO_MANO, LISTAS_MANO } from './test-fixtures.js';
import type { MetricaTipo, RangoContexto } from './types.js';
import { METRICA_TIPOS } from './types.js';

const CONTEXTO = CONTEXTO_MANO;
const SORTEOS = LISTAS_MANO;
const numerosDe = (k: number) => SORTEOS[k - 1];

/** Values at each kardinal of `en`, stepping the window from draw 1. */
function valoresEn(tipo: MetricaTipo, ventana: number, en: number[], contexto = CONTEXTO, de = numerosDe): Record<number, number[]> {
  const acumulador = crearAcumulador(tipo, contexto, ventana, de);
  const out = new Float64Array(contexto.numero_max - contexto.numero_min + 1);
  const resultado: Record<number, number[]> = {};
  for (let k = 1; k <= Math.max(...en); k++) {
    acumulador.avanzar(k);
    if (en.includes(k)) {
      acumulador.valores(out);
      resultado[k] = Array.from(out);
    }
  }
  return resultado;
}

describe('metric windows (ventana 4, numbers 1..6)', () => {
  it('frecuencial counts the draws of the window holding n', () => {
    expect(valoresEn('frecuencial', 4, [4, 6])).toEqual({ 4: [2, 3, 4, 1, 1, 1], 6: [2, 1, 3, 2, 1, 3] });
  });

  it('recencial counts draws since n was last seen, ventana+1 when not in the window', () => {
    expect(valoresEn('recencial', 4, [4, 6])).toEqual({ 4: [1, 0, 0, 2, 1, 0], 6: [1, 2, 0, 0, 3, 0] });
    // Window 5..6: 2 and 5 are not in it.
    expect(valoresEn('recencial', 2, [6])[6]).toEqual([1, 3, 0, 0, 3, 0]);
  });

  it('gradal is the last half minus the first half', () => {
    expect(valoresEn('gradal', 4, [4, 6])).toEqual({ 4: [0, -1, 0, -1, 1, 1], 6: [0, -1, -1, 2, -1, 1] });
  });

  it('gradal with an odd window leaves the middle draw out', () => {
    // ventana 3 at k=4: last half = draw 4, first half = draw 2, draw 3 (1, 3, 5) not read.
    expect(valoresEn('gradal', 3, [4])[4]).toEqual([0, 0, 0, -1, 0, 1]);
    expect(valoresEn('gradal', 1, [4])[4]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('multiplal sums the co-occurrences of n with the other numbers of draw k', () => {
    expect(valoresEn('multiplal', 4, [4, 6])).toEqual({ 4: [3, 4, 4, 2, 1, 2], 6: [3, 2, 3, 3, 1, 4] });
  });

  it('pasal is the mean gap between appearances, ventana+1 below two appearances', () => {
    expect(valoresEn('pasal', 4, [4, 6])).toEqual({ 4: [2, 1.5, 1, 5, 5, 5], 6: [2, 5, 1.5, 1, 5, 1] });
  });

  it('works on a range that does not start at 1', () => {
    const contexto = { numero_min: 10, numero_max: 12, cantidad: 2 };
    const sorteos = [[10, 11], [11, 12], [10, 12]];
    expect(valoresEn('frecuencial', 2, [3], contexto, (k) => sorteos[k - 1])[3]).toEqual([1, 1, 2]);
    expect(valoresEn('multiplal', 2, [3], contexto, (k) => sorteos[k - 1])[3]).toEqual([1, 1, 1]);
  });
});

/** The definitions of docs/domain.md («Métricas») read literally: every window re-scanned. */
function ingenuo(tipo: MetricaTipo, contexto: RangoContexto, ventana: number, sorteos: number[][], k: number): number[] {
  const ventanaDe = (a: number, b: number) => sorteos.slice(Math.max(0, a - 1), b);
  const rango = Array.from({ length: contexto.numero_max - contexto.numero_min + 1 }, (_, i) => contexto.numero_min + i);
  const w = ventanaDe(k - ventana + 1, k);
  return rango.map((n) => {
    switch (tipo) {
      case 'frecuencial':
        return w.filter((d) => d.includes(n)).length;
      case 'recencial': {
        for (let j = k; j > k - ventana; j--) if (sorteos[j - 1]!.includes(n)) return k - j;
        return ventana + 1;
      }
      case 'gradal': {
        const h = Math.floor(ventana / 2);
        const cuenta = (a: number, b: number) => ventanaDe(a, b).filter((d) => d.includes(n)).length;
        return cuenta(k - h + 1, k) - cuenta(k - ventana + 1, k - ventana + h);
      }
      case 'multiplal':
        return sorteos[k - 1]!.filter((m) => m !== n).reduce((s, m) => s + w.filter((d) => d.includes(n) && d.includes(m)).length, 0);
      case 'pasal': {
        const pos: number[] = [];
        for (let j = k - ventana + 1; j <= k; j++) if (sorteos[j - 1]!.includes(n)) pos.push(j);
        if (pos.length < 2) return ventana + 1;
        const gaps = pos.slice(1).map((p, i) => p - pos[i]!);
        return gaps.reduce((a, b) => a + b, 0) / gaps.length;
      }
    }
  });
}

describe('sliding windows agree with re-scanning every window', () => {
  const contexto = { numero_min: 1, numero_max: 20, cantidad: 5 };
  const sorteos = generarSorteosDemo({ contexto, total: 120, semilla: 7 }).map((s) => s.numeros_lista);
  for (const tipo of METRICA_TIPOS) {
    for (const ventana of [1, 2, 7, 10]) {
      it(`${tipo}, ventana ${ventana}`, () => {
        const acumulador = crearAcumulador(tipo, contexto, ventana, (k) => sorteos[k - 1]);
        const out = new Float64Array(20);
        // Start part-way through the history, as an incremental run does.
        for (let k = 31 - ventana + 1; k <= 120; k++) {
          acumulador.avanzar(k);
          if (k < 31) continue;
          acumulador.valores(out);
          const esperado = ingenuo(tipo, contexto, ventana, sorteos, k);
          for (let i = 0; i < 20; i++) expect(out[i]).toBeCloseTo(esperado[i]!, 12);
        }
      });
    }
  }
});
