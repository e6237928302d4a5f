import type { TextFields } from '../lib/text-fields.js';
import { decimalText, parseDecimal } from './decimal.js';
import { IMPORT_MESSAGES } from './import-fields.js';

export const INMUEBLE_MESSAGES = {
  codigoTomado: 'Ya existe un inmueble con este código.',
  seisDecimales: 'Asegúrese de que no haya más de 6 decimales.',
  minimo: (limit: number) => `Asegúrese de que este valor sea mayor o igual a ${limit}.`,
  maximo: (limit: number) => `Asegúrese de que este valor sea menor o igual a ${limit}.`,
} as const;

/**
 * A latitude (limit 90) or longitude (limit 180) with at most 6 decimals, as numeric text; null
 * when absent or blank, or after recording the problem under `field`.
 */
export function coordenadaValida(fields: TextFields, field: string, value: number | string | null | undefined, limit: number): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const d = parseDecimal(value);
  if (!d) fields.add(field, IMPORT_MESSAGES.numero);
  else if (d.decimales.length > 6) fields.add(field, INMUEBLE_MESSAGES.seisDecimales);
  else if (d.enteros.length > 3 || Number(`${d.enteros}.${d.decimales || '0'}`) > limit) {
    fields.add(field, d.negative ? INMUEBLE_MESSAGES.minimo(-limit) : INMUEBLE_MESSAGES.maximo(limit));
  } else return decimalText(d, 6);
  return null;
}
