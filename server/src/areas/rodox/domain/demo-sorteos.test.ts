import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../lib/prng.js';
import { CONTEXTO_DEMO, SORTEOS_DEMO, generarSorteosDemo } from './demo-sorteos.js';
import { prepararActualizacion, sorteosCsv } from './sorteo-update.js';

describe('demo draws', () => {
  it('are valid draws of lesa-mill, at least 200, one a day, and say they are demo data', () => {
    const sorteos = generarSorteosDemo();
    expect(sorteos.length).toBe(SORTEOS_DEMO);
    expect(SORTEOS_DEMO).toBeGreaterThanOrEqual(200);
    expect(prepararActualizacion(sorteosCsv(sorteos), CONTEXTO_DEMO, null)).toEqual({ ok: true, agregar: sorteos, leidos: sorteos.length });
    expect(sorteos[1]!.fecha_utc).toBe('2025-01-02T02:00:00.000Z');
    expect(CONTEXTO_DEMO).toMatchObject({ sigla: 'lesa-mill', familia: 'lesa', tipo: 'mill' });
    expect(CONTEXTO_DEMO.nombre).toMatch(/demostración/);
  });

  it('are the same on every run, and a history extends with the draws a longer run makes', () => {
    expect(generarSorteosDemo()).toEqual(generarSorteosDemo());
    expect(generarSorteosDemo({ total: 10, desdeKardinal: 241 })).toEqual(generarSorteosDemo({ total: 250 }).slice(240));
    expect(generarSorteosDemo({ semilla: 1, total: 5 })).not.toEqual(generarSorteosDemo({ semilla: 2, total: 5 }));
  });

  it('spread the numbers over the whole range', () => {
    const vistos = new Set(generarSorteosDemo().flatMap((s) => s.numeros_lista));
    expect(vistos.size).toBe(38);
    const r = mulberry32(42);
    const muestras = Array.from({ length: 1000 }, r);
    expect(Math.min(...muestras)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...muestras)).toBeLessThan(1);
  });
});
