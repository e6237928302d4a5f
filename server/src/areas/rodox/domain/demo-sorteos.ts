import type { MetricaConfig, RangoContexto, Sorteo } from './types.js';
import { mulberry32 } from '../../../lib/prng.js';

// Demo data (SEED_DEMO=1): a generated history for the context `lesa-mill`. Its name says it is
// generated, so it never passes for a real draw history. Seeded, so every start and every test
// sees the same draws.

export interface ContextoDemo extends RangoContexto {
  sigla: string;
  familia: string;
  tipo: string;
  nombre: string;
}

export const CONTEXTO_DEMO: Readonly<ContextoDemo> = {
  sigla: 'lesa-mill',
  familia: 'lesa',
  tipo: 'mill',
  nombre: 'Lesa Mill (demostración: sorteos generados, no reales)',
  numero_min: 1,
  numero_max: 38,
  cantidad: 6,
};

/** The demo's metric configuration: the spec's defaults. */
export const CONFIG_DEMO: Readonly<MetricaConfig> = { tipo: 'frecuencial', parametros: { ventana: 40, magnitud: 23 } };

export const SORTEOS_DEMO = 240;


export interface OpcionesDemo {
  contexto?: RangoContexto;
  total?: number;
  semilla?: number;
  /** Instant of draw 1; one draw a day after it. */
  inicio?: string;
  /** Kardinal of the first draw generated (to extend a history). */
  desdeKardinal?: number;
}

/**
 * `total` draws with kardinals from `desdeKardinal`, one a day, numbers drawn without repeats.
 * Each draw depends only on the seed and its kardinal, so a history can be extended later
 * (`desdeKardinal`) with the draws a longer run would have made.
 */
export function generarSorteosDemo(opciones: OpcionesDemo = {}): Sorteo[] {
  const contexto = opciones.contexto ?? CONTEXTO_DEMO;
  const total = opciones.total ?? SORTEOS_DEMO;
  const desde = opciones.desdeKardinal ?? 1;
  const semilla = opciones.semilla ?? 20250101;
  const inicio = Date.parse(opciones.inicio ?? '2025-01-01T02:00:00.000Z');
  const rango = contexto.numero_max - contexto.numero_min + 1;
  const sorteos: Sorteo[] = [];
  for (let kardinal = desde; kardinal < desde + total; kardinal++) {
    const aleatorio = mulberry32(semilla ^ Math.imul(kardinal, 0x9e3779b1));
    const bolsa = Array.from({ length: rango }, (_, i) => contexto.numero_min + i);
    // Partial Fisher-Yates: the first `cantidad` places end up a uniform sample.
    for (let j = 0; j < contexto.cantidad; j++) {
      const r = j + Math.floor(aleatorio() * (rango - j));
      [bolsa[j], bolsa[r]] = [bolsa[r]!, bolsa[j]!];
    }
    sorteos.push({
      kardinal,
      fecha_utc: new Date(inicio + (kardinal - 1) * 86_400_000).toISOString(),
      numeros_lista: bolsa.slice(0, contexto.cantidad).sort((a, b) => a - b),
    });
  }
  return sorteos;
}
