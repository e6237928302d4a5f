import { calcularFaltantes, primerKardinalConValor, primerSorteoLeido } from './metrica-values.js';
import type { MetricaConfig, RangoContexto, Sorteo } from './types.js';

// `proyectar` for one configuration, as a back-test: for each of the last `ventana` draws before
// `kandidatura`, the numbers the metric kept at the draw just before it are compared with it.

/** A back-tested draw counts towards `frecuencia` when it holds at least this many kept numbers. */
export const ACIERTOS_MINIMOS = 3;

export interface Proyeccion {
  /** Back-tested draws holding at least ACIERTOS_MINIMOS of the numbers kept just before them. */
  frecuencia: number;
  /** The last kardinal read (the last draw before `kandidatura`); null without draws. */
  kultimo: number | null;
  /**
   * Mean share of the kept numbers found in the next draw, 0..1: total hits divided by
   * (kept × draws evaluated), one division so that equal results are equal numbers (ties of
   * `nivel`). 0 when no draw could be evaluated.
   */
  indice: number;
  /** Draws back-tested: ventana, fewer when the history is too short to value the draw before. */
  evaluados: number;
  /** The numbers the metric keeps at `kultimo`, in rank order: what the dreamers choose from. */
  numeros: number[];
}

/** Kept numbers by kardinal, from stored values or from `calcularFaltantes`. */
export type NumerosGuardados = (kardinal: number) => readonly number[] | undefined;

/**
 * Back-test over the draws j = kultimo-ventana+1..kultimo that have a value at j-1 (j-1 >=
 * ventana). `numerosEn(k)` must answer for kardinals max(ventana, kultimo-ventana)..kultimo.
 */
export function proyectarConValores(
  sorteos: readonly Sorteo[],
  config: MetricaConfig,
  kandidatura: number,
  numerosEn: NumerosGuardados,
): Proyeccion {
  const { ventana } = config.parametros;
  const previos = hastaAntesDe(sorteos, kandidatura);
  const kultimo = previos.at(-1)?.kardinal ?? null;
  if (kultimo === null) return { frecuencia: 0, kultimo, indice: 0, evaluados: 0, numeros: [] };
  const base = previos[0]!.kardinal;
  const desde = Math.max(kultimo - ventana + 1, primerKardinalConValor(ventana) + 1, base);
  let frecuencia = 0;
  let aciertosTotales = 0;
  let evaluados = 0;
  let guardados = 0;
  for (let j = desde; j <= kultimo; j++) {
    const guardadosAntes = numerosEn(j - 1);
    const sorteo = previos[j - base];
    if (!guardadosAntes || !sorteo) throw new Error(`Falta el valor de la métrica en ${j - 1} o el sorteo ${j}.`);
    const salieron = new Set(sorteo.numeros_lista);
    let aciertos = 0;
    for (const n of guardadosAntes) if (salieron.has(n)) aciertos++;
    if (aciertos >= ACIERTOS_MINIMOS) frecuencia++;
    aciertosTotales += aciertos;
    guardados = guardadosAntes.length;
    evaluados++;
  }
  const indice = evaluados === 0 || guardados === 0 ? 0 : aciertosTotales / (guardados * evaluados);
  return { frecuencia, kultimo, indice, evaluados, numeros: [...(numerosEn(kultimo) ?? [])] };
}

/**
 * The same, computing the values it needs from the draws (about 2 × ventana of them, whatever
 * the length of the history): what `proyectar` runs when values are not stored.
 */
export function proyectar(sorteos: readonly Sorteo[], contexto: RangoContexto, config: MetricaConfig, kandidatura: number): Proyeccion {
  const previos = hastaAntesDe(sorteos, kandidatura);
  const kultimo = previos.at(-1)?.kardinal ?? 0;
  const { ventana } = config.parametros;
  const primerValor = Math.max(primerKardinalConValor(ventana), kultimo - ventana);
  const leer = primerSorteoLeido(primerValor, ventana);
  const desdeIndice = Math.max(0, leer - (previos[0]?.kardinal ?? leer));
  const valores = calcularFaltantes({
    contexto,
    config,
    sorteos: previos.slice(desdeIndice),
    ultimoCalculado: primerValor - 1,
  });
  const porKardinal = new Map(valores.map((v) => [v.kardinal, v.numeros]));
  return proyectarConValores(previos, config, kandidatura, (k) => porKardinal.get(k));
}

/** The draws before `kandidatura` (sorted by kardinal, as the caller loads them). */
function hastaAntesDe(sorteos: readonly Sorteo[], kandidatura: number): readonly Sorteo[] {
  let fin = sorteos.length;
  while (fin > 0 && sorteos[fin - 1]!.kardinal >= kandidatura) fin--;
  return fin === sorteos.length ? sorteos : sorteos.slice(0, fin);
}

/**
 * `nivel` of each projection of a jornada, in the given order: 1 for the best indice, 2 for the
 * next lower indice, and so on. Equal indices share a nivel and the next distinct indice takes
 * the next number (dense: 1, 1, 2), since equally good projections are not better than each other.
 */
export function asignarNiveles(proyecciones: readonly Pick<Proyeccion, 'indice'>[]): number[] {
  const distintos = [...new Set(proyecciones.map((p) => p.indice))].sort((a, b) => b - a);
  const nivel = new Map(distintos.map((indice, i) => [indice, i + 1]));
  return proyecciones.map((p) => nivel.get(p.indice)!);
}
