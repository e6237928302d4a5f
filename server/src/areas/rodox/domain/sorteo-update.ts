import { normalizarSorteo, validarSecuencia } from './sorteo-validation.js';
import { CABECERA_CSV, LIMITES_FUENTE, leerFuente } from './fuente-parse.js';
import type { FormatoFuente, LimitesFuente } from './fuente-parse.js';
import type { ErrorSorteo, RangoContexto, Sorteo, UltimoSorteo } from './types.js';

// `sorteos/actualizar` and the CSV history import, minus the database: the whole source is
// judged before anything is kept, so a source with one bad draw adds nothing (docs/domain.md,
// «Fuentes de sorteos»).

export type ActualizacionSorteos =
  | {
      ok: true;
      /** The draws to insert, kardinal ascending, each above the context's last one. */
      agregar: Sorteo[];
      /** How many draws the source held (already known ones included). */
      leidos: number;
    }
  | ErrorSorteo;

export interface OpcionesActualizacion {
  formato?: FormatoFuente | 'auto';
  limites?: LimitesFuente;
}

/**
 * Reads a source's text and answers the draws to add after `ultimo`, or the first bad draw.
 * Idempotent: draws at or below the last kardinal are validated but not added again (the stored
 * history wins; they are not compared with it), so reading the same source twice adds nothing.
 */
export function prepararActualizacion(
  texto: string,
  contexto: RangoContexto,
  ultimo: UltimoSorteo,
  opciones: OpcionesActualizacion = {},
): ActualizacionSorteos {
  const lectura = leerFuente(texto, opciones.formato ?? 'auto', opciones.limites ?? LIMITES_FUENTE);
  if (!lectura.ok) return { ok: false, kardinal: null, detail: lectura.detail };
  const sorteos: Sorteo[] = [];
  for (const fila of lectura.filas) {
    const normalizado = normalizarSorteo(fila, contexto, fila.posicion);
    if (!normalizado.ok) return normalizado;
    sorteos.push(normalizado.sorteo);
  }
  const secuencia = validarSecuencia(sorteos, ultimo);
  if (!secuencia.ok) return secuencia;
  const base = ultimo?.kardinal ?? 0;
  return { ok: true, agregar: secuencia.sorteos.filter((s) => s.kardinal > base), leidos: sorteos.length };
}

/** The import command's reading of a CSV history file: the same checks, CSV only. */
export const prepararImportacionCsv = (texto: string, contexto: RangoContexto, ultimo: UltimoSorteo, limites?: LimitesFuente) =>
  prepararActualizacion(texto, contexto, ultimo, { formato: 'csv', limites });

/** Writes draws in the CSV feed format (the demo history file, test sources). */
export function sorteosCsv(sorteos: readonly Sorteo[]): string {
  const lineas = sorteos.map((s) => `${s.kardinal},${s.fecha_utc},${s.numeros_lista.join(' ')}`);
  return `${CABECERA_CSV}\n${lineas.join('\n')}\n`;
}
