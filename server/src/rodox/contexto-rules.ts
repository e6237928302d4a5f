import type { FieldErrors } from '@gestion/contract/errors';
import type { MetricaParametros, RangoContexto } from './types.js';
import { tamanoRango } from './types.js';

// Rules of a context and of a metric configuration that a JSON schema cannot say (fields that
// depend on each other, the shape of free `parametros`). Answers DRF field errors, so a route can
// send them as they are (400); dotted keys for nested fields, as `lib/nest-field-errors.ts` reads.

/** Numbers are written with two digits in the TXT export and the screens: 0..99. */
export const NUMERO_MAXIMO = 99;
/** A window longer than this reads more history than any projection needs. */
export const VENTANA_MAXIMA = 1000;

/** `sigla`, `familia` and `tipo` are URL segments (`/rodox/{sigla}`, `/rodox/{familia}/{tipo}`). */
export const SEGMENTO_URL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MENSAJE_SEGMENTO_URL = 'Solo letras minúsculas sin acentos, dígitos y guiones (sin guion al inicio ni al final).';

const entero = (valor: unknown): valor is number => typeof valor === 'number' && Number.isSafeInteger(valor);

function agregar(errores: FieldErrors, campo: string, mensaje: string) {
  (errores[campo] ??= []).push(mensaje);
}

/** Integers the schema already checked; here, how they relate. */
export function erroresRangoContexto(contexto: RangoContexto): FieldErrors {
  const errores: FieldErrors = {};
  const { numero_min, numero_max, cantidad } = contexto;
  if (numero_min < 0) agregar(errores, 'numero_min', 'Asegúrese de que este valor sea mayor o igual a 0.');
  if (numero_max > NUMERO_MAXIMO) agregar(errores, 'numero_max', `Asegúrese de que este valor sea menor o igual a ${NUMERO_MAXIMO}.`);
  if (numero_max <= numero_min) agregar(errores, 'numero_max', 'Debe ser mayor que numero_min.');
  if (cantidad < 1) agregar(errores, 'cantidad', 'Asegúrese de que este valor sea mayor o igual a 1.');
  else if (numero_max > numero_min && cantidad > tamanoRango(contexto)) {
    agregar(errores, 'cantidad', `No puede ser mayor que los ${tamanoRango(contexto)} números del rango ${numero_min}..${numero_max}.`);
  }
  return errores;
}

export type ParametrosLeidos = { ok: true; parametros: MetricaParametros & Record<string, unknown> } | { ok: false; errores: FieldErrors };

/**
 * `parametros` of a metric configuration: an object (other keys are kept, the screens show each
 * key as a column) with `ventana` 1..VENTANA_MAXIMA and `magnitud` 1..NUMERO_MAXIMO+1. The
 * screens send 0 for an empty box: refused, since a metric over no draw keeps nothing.
 */
export function leerParametros(parametros: unknown): ParametrosLeidos {
  const errores: FieldErrors = {};
  if (parametros === null || typeof parametros !== 'object' || Array.isArray(parametros)) {
    // Python's type names, as DRF writes them (lib/validation-errors.ts).
    const tipo = Array.isArray(parametros) ? 'list' : parametros === null ? 'null' : { string: 'str', boolean: 'bool' }[typeof parametros as string];
    const nombre = tipo ?? (Number.isInteger(parametros) ? 'int' : 'float');
    return { ok: false, errores: { parametros: [`Datos inválidos. Se esperaba un diccionario, pero se obtuvo ${nombre}.`] } };
  }
  const { ventana, magnitud } = parametros as Record<string, unknown>;
  const limites: [string, unknown, number][] = [
    ['ventana', ventana, VENTANA_MAXIMA],
    ['magnitud', magnitud, NUMERO_MAXIMO + 1],
  ];
  for (const [campo, valor, maximo] of limites) {
    const clave = `parametros.${campo}`;
    if (valor === undefined || valor === null) agregar(errores, clave, 'Este campo es requerido.');
    else if (!entero(valor)) agregar(errores, clave, 'Se requiere un número entero válido.');
    else if (valor < 1) agregar(errores, clave, 'Asegúrese de que este valor sea mayor o igual a 1.');
    else if (valor > maximo) agregar(errores, clave, `Asegúrese de que este valor sea menor o igual a ${maximo}.`);
  }
  if (Object.keys(errores).length > 0) return { ok: false, errores };
  return { ok: true, parametros: parametros as MetricaParametros & Record<string, unknown> };
}
