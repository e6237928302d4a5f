import type { TextFields } from '../../../lib/text-fields.js';
import { decimalText, parseDecimal } from './decimal.js';

// What the imports accept as a price and a date, with DRF's Spanish messages (DecimalField with
// max_digits 14 and decimal_places 2, DateField with 'yyyy-mm-dd'). Pure: no db, no HTTP.

/** Rows a single import request may carry (each import runs in one transaction): the wire's limit. */
export { MAX_FILAS_IMPORTACION } from '@gestion/contract/terra';

export const IMPORT_MESSAGES = {
  numero: 'Se requiere un número válido.',
  negativo: 'Asegúrese de que este valor sea mayor o igual a 0.',
  decimales: 'Asegúrese de que no haya más de 2 decimales.',
  enteros: 'Asegúrese de que no haya más de 12 dígitos antes del punto decimal.',
  fecha: 'La fecha tiene un formato incorrecto. Use uno de los siguientes formatos en su lugar: YYYY-MM-DD.',
  claveInvalida: (id: number) => `Clave primaria "${id}" inválida - objeto no existe.`,
  unidadDesconocida: (unidad: string) => `No existe la unidad de medida "${unidad.slice(0, 100)}".`,
  unidadRequerida: 'Indique la unidad (unidad o unidad_id).',
} as const;

/**
 * The price as numeric text with two decimals ('350.50'), or null after recording the problem
 * under `field`. Accepts a JSON number or a text ('350.5', ' 1200 ').
 */
export function precioValido(fields: TextFields, field: string, value: number | string): string | null {
  const d = parseDecimal(value);
  if (!d) fields.add(field, IMPORT_MESSAGES.numero);
  else if (d.negative) fields.add(field, IMPORT_MESSAGES.negativo);
  else if (d.decimales.length > 2) fields.add(field, IMPORT_MESSAGES.decimales);
  else if (d.enteros.length > 12) fields.add(field, IMPORT_MESSAGES.enteros);
  else return decimalText(d, 2);
  return null;
}

/** A real calendar day written 'yyyy-mm-dd', or null after recording the problem under `field`. */
export function fechaValida(fields: TextFields, field: string, value: string): string | null {
  const text = value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) {
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const day = new Date(Date.UTC(y, m - 1, d));
    if (y >= 1 && day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d) return text;
  }
  fields.add(field, IMPORT_MESSAGES.fecha);
  return null;
}

/** Today in UTC, 'yyyy-mm-dd' (the simple import's price date). */
export const hoyUtc = (now = new Date()) => now.toISOString().slice(0, 10);
