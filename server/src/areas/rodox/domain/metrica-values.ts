import { crearAcumulador } from './metrica-window.js';
import { SENTIDO_METRICA, rankear } from './ranking.js';
import type { MetricaConfig, RangoContexto, Sorteo } from './types.js';

// `metrica/crear-faltantes` without the database. A configuration has a value at draw k only
// when a whole window fits (k >= ventana): a shorter window would make early values mean
// something else (recencial's ventana+1, gradal's halves). Values are computed for a run of
// kardinals after the last one stored; the window is warmed up on the ventana-1 draws before the
// run, so the cost depends on the draws added, not on the length of the history.

export interface ValorMetrica {
  kardinal: number;
  /** The metric of every number of the range: `valores[i]` is for `numero_min + i`. */
  valores: number[];
  /** The kept numbers, `magnitud` of them (or the whole range when smaller), in rank order. */
  numeros: number[];
}

/** The first kardinal a configuration can value. */
export const primerKardinalConValor = (ventana: number): number => Math.max(1, ventana);

/** The first draw a run of values starting at `desde` reads: load draws from here on. */
export const primerSorteoLeido = (desde: number, ventana: number): number => Math.max(1, desde - ventana + 1);

export interface PeticionValores {
  contexto: RangoContexto;
  config: MetricaConfig;
  /**
   * The context's draws, kardinal ascending and without gaps, at least from
   * `primerSorteoLeido(desde, ventana)` to the last one to value. Earlier ones are ignored.
   */
  sorteos: readonly Sorteo[];
  /** The last kardinal already valued (null: none). Values are kept as a run without holes. */
  ultimoCalculado: number | null;
  /** Stop after this kardinal (default: the last draw). */
  hasta?: number;
}

/** The values missing after `ultimoCalculado`, up to `hasta` or the last draw. */
export function calcularFaltantes(peticion: PeticionValores): ValorMetrica[] {
  const { contexto, config, sorteos } = peticion;
  const { ventana, magnitud } = config.parametros;
  const ultimoSorteo = sorteos.at(-1)?.kardinal ?? 0;
  const hasta = Math.min(peticion.hasta ?? ultimoSorteo, ultimoSorteo);
  const desde = Math.max(primerKardinalConValor(ventana), (peticion.ultimoCalculado ?? 0) + 1);
  if (desde > hasta) return [];
  const inicio = primerSorteoLeido(desde, ventana);
  const base = sorteos[0]!.kardinal;
  if (base > inicio) throw new Error(`Faltan los sorteos desde ${inicio} para calcular desde ${desde}.`);
  const numerosDe = (k: number) => sorteos[k - base]?.numeros_lista;
  const acumulador = crearAcumulador(config.tipo, contexto, ventana, numerosDe);
  const sentido = SENTIDO_METRICA[config.tipo];
  const buffer = new Float64Array(contexto.numero_max - contexto.numero_min + 1);
  const resultado: ValorMetrica[] = [];
  for (let k = inicio; k <= hasta; k++) {
    if (sorteos[k - base]?.kardinal !== k) throw new Error(`Los sorteos deben seguir sin huecos (falta ${k}).`);
    acumulador.avanzar(k);
    if (k < desde) continue;
    acumulador.valores(buffer);
    resultado.push({ kardinal: k, valores: Array.from(buffer), numeros: rankear(buffer, contexto.numero_min, sentido, magnitud) });
  }
  return resultado;
}

/** `actualizado` (docs/domain.md, «Métricas»): nothing is missing up to the context's last draw. */
export function estaActualizado(ultimoCalculado: number | null, ultimoSorteo: number | null, ventana: number): boolean {
  if (ultimoSorteo === null || ultimoSorteo < primerKardinalConValor(ventana)) return true;
  return ultimoCalculado !== null && ultimoCalculado >= ultimoSorteo;
}
