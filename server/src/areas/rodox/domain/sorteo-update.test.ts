import { describe, expect, it } from 'vitest';
import { generarSorteosDemo } from './demo-sorteos.js';
import { prepararActualizacion, prepararImportacionCsv, sorteosCsv } from './sorteo-update.js';

const CONTEXTO = { numero_min: 1, numero_max: 31, cantidad: 5 };
const historia = generarSorteosDemo({ contexto: CONTEXTO, total: 6 });
const json = (sorteos: unknown[]) => JSON.stringify(sorteos);

describe('prepararActualizacion', () => {
  it('adds the draws after the last one, from JSON or CSV alike', () => {
    const ultimo = historia[2]!;
    const esperado = { ok: true, agregar: historia.slice(3), leidos: 6 };
    expect(prepararActualizacion(json(historia), CONTEXTO, ultimo)).toEqual(esperado);
    expect(prepararActualizacion(json([...historia].reverse()), CONTEXTO, ultimo)).toEqual(esperado);
    expect(prepararActualizacion(JSON.stringify({ results: historia }), CONTEXTO, ultimo)).toEqual(esperado);
    expect(prepararActualizacion(sorteosCsv(historia), CONTEXTO, ultimo)).toEqual(esperado);
    expect(prepararActualizacion(sorteosCsv(historia), CONTEXTO, null)).toEqual({ ok: true, agregar: historia, leidos: 6 });
  });

  it('is idempotent: a second read of the same source adds nothing', () => {
    const primera = prepararActualizacion(sorteosCsv(historia), CONTEXTO, null);
    const ultimo = primera.ok ? primera.agregar.at(-1)! : null;
    expect(prepararActualizacion(sorteosCsv(historia), CONTEXTO, ultimo)).toEqual({ ok: true, agregar: [], leidos: 6 });
  });

  it('adds nothing when any draw is bad, even one already known, and says which and why', () => {
    const malos = historia.map((s) => (s.kardinal === 2 ? { ...s, numeros_lista: [1, 2, 3, 4, 99] } : s));
    expect(prepararActualizacion(json(malos), CONTEXTO, historia[3]!)).toEqual({
      ok: false,
      kardinal: 2,
      detail: 'Sorteo 2: el número 99 está fuera del rango 1..31.',
    });
    const csv = sorteosCsv(historia).replace(/^5,/m, 'cinco,');
    expect(prepararActualizacion(csv, CONTEXTO, null)).toEqual({ ok: false, kardinal: null, detail: 'Línea 6: el kardinal "cinco" no es un entero positivo.' });
  });

  it('refuses a source that leaves a gap after the history', () => {
    expect(prepararActualizacion(json(historia.slice(4)), CONTEXTO, historia[1]!)).toEqual({
      ok: false,
      kardinal: 5,
      detail: 'Sorteo 5: falta el sorteo 3 (los kardinales deben seguir sin huecos).',
    });
  });

  it('passes on the reading errors', () => {
    expect(prepararActualizacion('{}', CONTEXTO, null)).toMatchObject({ ok: false, kardinal: null });
  });
});

describe('prepararImportacionCsv', () => {
  it('reads only CSV', () => {
    expect(prepararImportacionCsv(sorteosCsv(historia), CONTEXTO, null)).toMatchObject({ ok: true, leidos: 6 });
    expect(prepararImportacionCsv(json(historia), CONTEXTO, null)).toMatchObject({ ok: false, kardinal: null });
  });
});
