import { makeSelecciones, SONADORES } from './sonadores.js';
import type { SeleccionSonada, Sonador } from './sonadores.js';
import { asignarNiveles, proyectar } from './proyeccion.js';
import type { Proyeccion } from './proyeccion.js';
import { contarSeleccion } from './seleccion-counts.js';
import type { ConteosSeleccion } from './seleccion-counts.js';
import type { MetricaConfig, RangoContexto, Sorteo } from './types.js';

// `jornadas/{id}/proyectar` without the database: every configuration of the context projected
// on the draws before `kandidatura`, ranked into niveles, and each projection turned into the
// dreamers' selections with their counts. The caller replaces the jornada's projections and
// selections with the result, in one transaction.

export interface ConfigJornada<Id> extends MetricaConfig {
  /** The caller's key (the configuration's id), passed through. */
  id: Id;
}

export type SeleccionJornada = SeleccionSonada & ConteosSeleccion & { kandidatura: number };

export interface ProyeccionJornada<Id> extends Proyeccion {
  config_id: Id;
  nivel: number;
  selecciones: SeleccionJornada[];
}

/**
 * `sorteos`: the context's draws, kardinal ascending without gaps; at least the last
 * 2 × ventana + 1 before `kandidatura` (and draw `kandidatura` itself, if it exists, for
 * `numeros_comunes_cantidad`). Configurations keep their order; `sonadores` are the catalogue's
 * dreamers, in sigla order.
 */
export function proyectarJornada<Id>(
  sorteos: readonly Sorteo[],
  contexto: RangoContexto,
  configs: readonly ConfigJornada<Id>[],
  kandidatura: number,
  sonadores: readonly Sonador[] = SONADORES,
): ProyeccionJornada<Id>[] {
  const porKardinal = new Map(sorteos.map((s) => [s.kardinal, s.numeros_lista]));
  const vecinos = {
    anteriores: [1, 2, 3].map((atras) => porKardinal.get(kandidatura - atras)),
    kandidatura: porKardinal.get(kandidatura),
  };
  const proyecciones = configs.map((config) => proyectar(sorteos, contexto, config, kandidatura));
  const niveles = asignarNiveles(proyecciones);
  return proyecciones.map((proyeccion, i) => ({
    ...proyeccion,
    config_id: configs[i]!.id,
    nivel: niveles[i]!,
    selecciones: makeSelecciones(proyeccion.numeros, contexto, sonadores).map((s) => ({
      ...s,
      ...contarSeleccion(s.numeros_lista, contexto, vecinos),
      kandidatura,
    })),
  }));
}
