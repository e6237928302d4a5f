import { normalizarInstante, parseInstante } from './iso-instant.js';
import type { ErrorSorteo, RangoContexto, Sorteo, UltimoSorteo } from './types.js';

// A draw is checked field by field and then against its neighbours. Every refusal names the
// draw by its kardinal ('Sorteo 12: …'), or by its place in the source when the kardinal itself
// cannot be read, so that whoever fixes the feed knows where to look.

/** Kardinals are stored in a PostgreSQL `integer`. */
export const KARDINAL_MAXIMO = 2_147_483_647;

/** A draw as read from a feed or a request, before any check. */
export interface SorteoCrudo {
  kardinal: unknown;
  fecha_utc: unknown;
  /** A list of numbers (JSON) or a text with numbers separated by spaces or '-' (CSV). */
  numeros_lista: unknown;
}

export type SorteoNormalizado = { ok: true; sorteo: Sorteo } | ErrorSorteo;

const fallo = (kardinal: number | null, detail: string): ErrorSorteo => ({ ok: false, kardinal, detail });

/** Source text as read (strings quoted), cut short: the source may be any file, so echo little. */
const cita = (valor: unknown): string => {
  const texto = typeof valor === 'string' ? valor : (JSON.stringify(valor) ?? String(valor));
  const corto = texto.length > 24 ? `${texto.slice(0, 24)}…` : texto;
  return typeof valor === 'string' ? `"${corto}"` : corto;
};

function leerEntero(valor: unknown): number | null {
  if (typeof valor === 'number') return Number.isSafeInteger(valor) ? valor : null;
  if (typeof valor === 'string' && /^\s*\d+\s*$/.test(valor)) return Number(valor);
  return null;
}

function leerNumeros(valor: unknown): { numeros: number[] } | { malo: unknown } | null {
  const partes =
    typeof valor === 'string'
      ? valor.trim() === ''
        ? []
        : valor.trim().split(/[\s-]+/)
      : Array.isArray(valor)
        ? (valor as unknown[])
        : null;
  if (partes === null) return null;
  const numeros: number[] = [];
  for (const parte of partes) {
    const n = leerEntero(parte);
    if (n === null) return { malo: parte };
    numeros.push(n);
  }
  return { numeros };
}

/**
 * Checks one draw against its context: kardinal a positive integer, `fecha_utc` an ISO instant,
 * numbers integers inside `numero_min..numero_max`, distinct, ascending, exactly `cantidad`.
 * `posicion` names the draw while its kardinal is unknown ('Línea 4', 'Elemento 3').
 */
export function normalizarSorteo(crudo: SorteoCrudo, contexto: RangoContexto, posicion: string): SorteoNormalizado {
  const kardinal = leerEntero(crudo.kardinal);
  if (kardinal === null || kardinal < 1 || kardinal > KARDINAL_MAXIMO) {
    return fallo(null, `${posicion}: el kardinal ${cita(crudo.kardinal)} no es un entero positivo.`);
  }
  const prefijo = `Sorteo ${kardinal}`;
  const fecha = typeof crudo.fecha_utc === 'string' ? normalizarInstante(crudo.fecha_utc) : null;
  if (fecha === null) {
    return fallo(kardinal, `${prefijo}: la fecha_utc ${cita(crudo.fecha_utc)} no es un instante ISO 8601 válido.`);
  }
  const leidos = leerNumeros(crudo.numeros_lista);
  if (leidos === null) return fallo(kardinal, `${prefijo}: los números deben ser una lista.`);
  if ('malo' in leidos) return fallo(kardinal, `${prefijo}: ${cita(leidos.malo)} no es un número entero.`);
  const motivo = motivoNumerosInvalidos(leidos.numeros, contexto);
  if (motivo !== null) return fallo(kardinal, `${prefijo}: ${motivo}`);
  return { ok: true, sorteo: { kardinal, fecha_utc: fecha, numeros_lista: leidos.numeros } };
}

/** Why a list of integers is not a valid draw of the context (without the 'Sorteo k: ' prefix). */
export function motivoNumerosInvalidos(numeros: readonly number[], contexto: RangoContexto): string | null {
  const { numero_min: min, numero_max: max, cantidad } = contexto;
  for (const n of numeros) {
    if (n < min || n > max) return `el número ${n} está fuera del rango ${min}..${max}.`;
  }
  const vistos = new Set<number>();
  for (const n of numeros) {
    if (vistos.has(n)) return `el número ${n} está repetido.`;
    vistos.add(n);
  }
  for (let i = 1; i < numeros.length; i++) {
    if (numeros[i]! < numeros[i - 1]!) return 'los números deben estar ordenados de menor a mayor.';
  }
  if (numeros.length !== cantidad) return `tiene ${numeros.length} números y deben ser ${cantidad}.`;
  return null;
}

/**
 * Checks that draws (in any order) form one run of kardinals without repeats or gaps, that the
 * run continues the context's history (`ultimo`) when it reaches past it, and that dates never
 * go back in time. Returns the draws sorted by kardinal.
 */
export function validarSecuencia(sorteos: readonly Sorteo[], ultimo: UltimoSorteo): { ok: true; sorteos: Sorteo[] } | ErrorSorteo {
  const ordenados = [...sorteos].sort((a, b) => a.kardinal - b.kardinal);
  for (let i = 1; i < ordenados.length; i++) {
    const anterior = ordenados[i - 1]!;
    const actual = ordenados[i]!;
    if (actual.kardinal === anterior.kardinal) {
      return fallo(actual.kardinal, `Sorteo ${actual.kardinal}: el kardinal aparece más de una vez en la fuente.`);
    }
    if (actual.kardinal !== anterior.kardinal + 1) {
      return fallo(actual.kardinal, faltaSorteo(actual.kardinal, anterior.kardinal + 1));
    }
  }
  const base = ultimo?.kardinal ?? 0;
  const primeroNuevo = ordenados.find((s) => s.kardinal > base);
  if (primeroNuevo && primeroNuevo.kardinal !== base + 1) {
    return fallo(primeroNuevo.kardinal, faltaSorteo(primeroNuevo.kardinal, base + 1));
  }
  let previo: Pick<Sorteo, 'kardinal' | 'fecha_utc'> | null = ultimo;
  for (const sorteo of ordenados) {
    if (sorteo.kardinal <= base) continue;
    // The stored last draw's date is trusted as read; only a readable one can be compared.
    const antes = previo ? parseInstante(previo.fecha_utc) : null;
    if (previo && antes !== null && parseInstante(sorteo.fecha_utc)! < antes) {
      return fallo(sorteo.kardinal, `Sorteo ${sorteo.kardinal}: su fecha es anterior a la del sorteo ${previo.kardinal}.`);
    }
    previo = sorteo;
  }
  return { ok: true, sorteos: ordenados };
}

const faltaSorteo = (kardinal: number, falta: number) =>
  `Sorteo ${kardinal}: falta el sorteo ${falta} (los kardinales deben seguir sin huecos).`;
