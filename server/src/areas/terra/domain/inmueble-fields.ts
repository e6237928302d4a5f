import type { InmuebleCreateRequest, InmuebleUpdateRequest } from '@gestion/contract/terra';
import type { TextFields } from '../../../lib/text-fields.js';
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

/** A new property's columns from the create's body, with its defaults; problems recorded in `fields`. */
export function inmuebleInput(fields: TextFields, body: InmuebleCreateRequest) {
  return {
    codigo: fields.required('codigo', body.codigo),
    tipo_inmueble: body.tipo_inmueble,
    direccion: fields.optional('direccion', body.direccion),
    sector: fields.optional('sector', body.sector),
    ciudad: fields.optional('ciudad', body.ciudad),
    provincia: fields.optional('provincia', body.provincia),
    latitud: coordenadaValida(fields, 'latitud', body.latitud, 90),
    longitud: coordenadaValida(fields, 'longitud', body.longitud, 180),
    niveles: body.niveles ?? 1,
    habitaciones: body.habitaciones ?? 0,
    banos: body.banos ?? 0,
    parqueos: body.parqueos ?? 0,
    activo: body.activo ?? true,
  };
}

/** The columns a correction sets: the fields sent, checked as the create checks them. */
export function inmuebleChanges(fields: TextFields, body: InmuebleUpdateRequest) {
  const changes: Record<string, string | number | boolean | null> = {};
  if (body.codigo !== undefined) changes.codigo = fields.required('codigo', body.codigo);
  if (body.tipo_inmueble !== undefined) changes.tipo_inmueble = body.tipo_inmueble;
  for (const name of ['direccion', 'sector', 'ciudad', 'provincia'] as const) {
    if (body[name] !== undefined) changes[name] = fields.optional(name, body[name]);
  }
  if (body.latitud !== undefined) changes.latitud = coordenadaValida(fields, 'latitud', body.latitud, 90);
  if (body.longitud !== undefined) changes.longitud = coordenadaValida(fields, 'longitud', body.longitud, 180);
  for (const name of ['niveles', 'habitaciones', 'banos', 'parqueos', 'activo'] as const) {
    if (body[name] !== undefined) changes[name] = body[name];
  }
  return changes;
}
