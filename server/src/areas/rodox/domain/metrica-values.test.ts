import { describe, expect, it } from 'vitest';
import { generarSorteosDemo } from './demo-sorteos.js';
import { calcularFaltantes, estaActualizado, primerSorteoLeido } from './metrica-values.js';
import { CONTEXTO_MANO, SORTEOS_MANO } from './test-fixtures.js';
import type { MetricaConfig } from './types.js';
import { METRICA_TIPOS } from './types.js';

const CONTEXTO = CONTEXTO_MANO;
const MANO = SORTEOS_MANO;
const FRECUENCIAL: MetricaConfig = { tipo: 'frecuencial', parametros: { ventana: 4, magnitud: 4 } };

describe('calcularFaltantes', () => {
  it('values each kardinal from ventana on, with the kept numbers in rank order', () => {
    const valores = calcularFaltantes({ contexto: CONTEXTO, config: FRECUENCIAL, sorteos: MANO, ultimoCalculado: null });
    expect(valores.map((v) => v.kardinal)).toEqual([4, 5, 6]);
    expect(valores[0]).toEqual({ kardinal: 4, valores: [2, 3, 4, 1, 1, 1], numeros: [3, 2, 1, 4] });
    // Window 3..6: 3 and 6 three times, then 1 and 4 twice.
    expect(valores[2]!.numeros).toEqual([3, 6, 1, 4]);
  });

  it('computes only what is missing, reading only the window before it', () => {
    const desde5 = calcularFaltantes({
      contexto: CONTEXTO,
      config: FRECUENCIAL,
      sorteos: MANO.slice(primerSorteoLeido(5, 4) - 1),
      ultimoCalculado: 4,
    });
    expect(desde5.map((v) => v.kardinal)).toEqual([5, 6]);
    expect(calcularFaltantes({ contexto: CONTEXTO, config: FRECUENCIAL, sorteos: MANO, ultimoCalculado: 6 })).toEqual([]);
    expect(calcularFaltantes({ contexto: CONTEXTO, config: FRECUENCIAL, sorteos: MANO, ultimoCalculado: null, hasta: 4 })).toHaveLength(1);
  });

  it('gives nothing while the history is shorter than the window', () => {
    expect(calcularFaltantes({ contexto: CONTEXTO, config: FRECUENCIAL, sorteos: MANO.slice(0, 3), ultimoCalculado: null })).toEqual([]);
    expect(calcularFaltantes({ contexto: CONTEXTO, config: FRECUENCIAL, sorteos: [], ultimoCalculado: null })).toEqual([]);
  });

  it('refuses draws that do not reach back far enough or have holes (a caller bug, not input)', () => {
    expect(() => calcularFaltantes({ contexto: CONTEXTO, config: FRECUENCIAL, sorteos: MANO.slice(2), ultimoCalculado: 4 })).toThrow(/desde 2/);
    const conHueco = [...MANO.slice(0, 4), MANO[5]!];
    expect(() => calcularFaltantes({ contexto: CONTEXTO, config: FRECUENCIAL, sorteos: conHueco, ultimoCalculado: null })).toThrow(/falta 5/);
  });

  it('an incremental run gives the same values as a run from scratch, for every metric', () => {
    const contexto = { numero_min: 1, numero_max: 38, cantidad: 6 };
    const historia = generarSorteosDemo({ contexto, total: 300 });
    for (const tipo of METRICA_TIPOS) {
      const config: MetricaConfig = { tipo, parametros: { ventana: 40, magnitud: 23 } };
      const todo = calcularFaltantes({ contexto, config, sorteos: historia, ultimoCalculado: null });
      const primeraParte = calcularFaltantes({ contexto, config, sorteos: historia.slice(0, 250), ultimoCalculado: null });
      const resto = calcularFaltantes({ contexto, config, sorteos: historia.slice(primerSorteoLeido(251, 40) - 1), ultimoCalculado: 250 });
      expect([...primeraParte, ...resto]).toEqual(todo);
      expect(todo).toHaveLength(300 - 40 + 1);
      expect(todo[0]!.numeros).toHaveLength(23);
    }
  });
});

describe('estaActualizado', () => {
  it('is true when values reach the last draw, or when no value can exist yet', () => {
    expect(estaActualizado(6, 6, 4)).toBe(true);
    expect(estaActualizado(5, 6, 4)).toBe(false);
    expect(estaActualizado(null, 6, 4)).toBe(false);
    expect(estaActualizado(null, 3, 4)).toBe(true);
    expect(estaActualizado(null, null, 4)).toBe(true);
  });
});
