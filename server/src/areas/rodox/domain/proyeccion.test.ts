import { describe, expect, it } from 'vitest';
import { generarSorteosDemo } from './demo-sorteos.js';
import { calcularFaltantes } from './metrica-values.js';
import { asignarNiveles, proyectar, proyectarConValores } from './proyeccion.js';
import { CONTEXTO_MANO, SORTEOS_MANO } from './test-fixtures.js';
import type { MetricaConfig } from './types.js';
import { METRICA_TIPOS } from './types.js';

const CONTEXTO = CONTEXTO_MANO;
const MANO = SORTEOS_MANO;
const frecuencial = (ventana: number, magnitud: number): MetricaConfig => ({ tipo: 'frecuencial', parametros: { ventana, magnitud } });

describe('proyectar (back-test)', () => {
  it('compares each of the last ventana draws with the numbers kept just before it', () => {
    // ventana 2, magnitud 5, kandidatura 7: draws 5 and 6 are back-tested.
    // Kept at 4 (window 3..4): 3, then 1 2 5 6 -> draw 5 (1 4 6) holds 1 and 6: 2 hits.
    // Kept at 5 (window 4..5): 6, then 1 2 3 4 -> draw 6 (3 4 6) holds all three: 3 hits.
    expect(proyectar(MANO, CONTEXTO, frecuencial(2, 5), 7)).toEqual({
      frecuencia: 1,
      kultimo: 6,
      indice: 0.5,
      evaluados: 2,
      // Kept at 6 (window 5..6): 4 and 6 twice, then 1 and 3.
      numeros: [4, 6, 1, 3, 2],
    });
  });

  it('counts a draw in frecuencia only with at least 3 hits', () => {
    // magnitud 3: kept at 4 = 3 1 2 (1 hit in draw 5), kept at 5 = 6 1 2 (1 hit in draw 6).
    expect(proyectar(MANO, CONTEXTO, frecuencial(2, 3), 7)).toMatchObject({ frecuencia: 0, indice: 1 / 3, numeros: [4, 6, 1] });
  });

  it('reads only the draws before kandidatura', () => {
    // kultimo 5: draws 4 (kept at 3: 3 1 2 4 5 -> hits 2 3) and 5 (kept at 4 -> hits 1 6).
    expect(proyectar(MANO, CONTEXTO, frecuencial(2, 5), 6)).toMatchObject({ frecuencia: 0, kultimo: 5, indice: 0.4, evaluados: 2 });
  });

  it('back-tests fewer draws when the history is short, none without values', () => {
    // ventana 2, kandidatura 4: only draw 3 has a value before it (at 2).
    expect(proyectar(MANO, CONTEXTO, frecuencial(2, 3), 4)).toMatchObject({ kultimo: 3, evaluados: 1 });
    expect(proyectar(MANO, CONTEXTO, frecuencial(2, 3), 3)).toEqual({ frecuencia: 0, kultimo: 2, indice: 0, evaluados: 0, numeros: [2, 3, 1] });
    expect(proyectar(MANO, CONTEXTO, frecuencial(4, 3), 3)).toEqual({ frecuencia: 0, kultimo: 2, indice: 0, evaluados: 0, numeros: [] });
    expect(proyectar([], CONTEXTO, frecuencial(4, 3), 1)).toEqual({ frecuencia: 0, kultimo: null, indice: 0, evaluados: 0, numeros: [] });
  });

  it('gives the same projection from stored values as from the draws, for every metric', () => {
    const contexto = { numero_min: 1, numero_max: 38, cantidad: 6 };
    const historia = generarSorteosDemo({ contexto, total: 200 });
    for (const tipo of METRICA_TIPOS) {
      const config: MetricaConfig = { tipo, parametros: { ventana: 40, magnitud: 23 } };
      const guardados = new Map(calcularFaltantes({ contexto, config, sorteos: historia, ultimoCalculado: null }).map((v) => [v.kardinal, v.numeros]));
      const desdeSorteos = proyectar(historia, contexto, config, 181);
      expect(proyectarConValores(historia, config, 181, (k) => guardados.get(k))).toEqual(desdeSorteos);
      expect(desdeSorteos.evaluados).toBe(40);
      expect(desdeSorteos.kultimo).toBe(180);
      expect(desdeSorteos.indice).toBeGreaterThan(0);
      expect(desdeSorteos.indice).toBeLessThanOrEqual(1);
    }
  });
});

describe('asignarNiveles', () => {
  it('1 for the best indice; equal indices share a nivel and the next one follows', () => {
    expect(asignarNiveles([{ indice: 0.5 }, { indice: 0.25 }, { indice: 0.5 }, { indice: 0.1 }])).toEqual([1, 2, 1, 3]);
    expect(asignarNiveles([{ indice: 0 }])).toEqual([1]);
    expect(asignarNiveles([])).toEqual([]);
  });
});
