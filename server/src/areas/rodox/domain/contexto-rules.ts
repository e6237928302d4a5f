import type { FieldMessages } from '../../../lib/http-errors.js';
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

function agregar(errores: FieldMessages, campo: string, mensaje: string) {
  (errores[campo] ??= []).push(mensaje);
}

/** Integers the schema already checked; here, how they relate. */
export function erroresRangoContexto(contexto: RangoContexto): FieldMessages {
  const errores: FieldMessages = {};
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

export type ParametrosLeidos = { ok: true; parametros: MetricaParametros & Record<string, unknown> } | { ok: false; errores: FieldMessages };

/** At most this many keys in `parametros`: the screens show each key as a column. */
export const PARAMETROS_MAXIMOS = 12;
/** A key is a column title and a JSON key the metrics read: short snake_case. */
const CLAVE_PARAMETRO = /^[a-z_]{1,40}$/;

/** A key as a message may quote it: whatever was sent, at most 40 characters. */
const citar = (clave: string) => (clave.length > 40 ? `${clave.slice(0, 40)}…` : clave);

/**
 * `parametros` of a metric configuration: an object of at most PARAMETROS_MAXIMOS
 * numbers under `[a-z_]` keys of at most 40 characters (other keys are kept, the screens show
 * each as a column), with `ventana` 1..VENTANA_MAXIMA and `magnitud` 1..`magnitudMaxima` (the
 * context's count of numbers; NUMERO_MAXIMO+1 for a configuration of every context). The screens
 * send 0 for an empty box: refused, since a metric over no draw keeps nothing. Bounded: a list of
 * keys past the limit is reported alone, and only the first bad key name.
 */
export function leerParametros(parametros: unknown, magnitudMaxima: number = NUMERO_MAXIMO + 1): ParametrosLeidos {
  const errores: FieldMessages = {};
  if (parametros === null || typeof parametros !== 'object' || Array.isArray(parametros)) {
    // Python's type names, as DRF writes them (lib/validation-errors.ts).
    const tipo = Array.isArray(parametros) ? 'list' : parametros === null ? 'null' : { string: 'str', boolean: 'bool' }[typeof parametros as string];
    const nombre = tipo ?? (Number.isInteger(parametros) ? 'int' : 'float');
    return { ok: false, errores: { parametros: [`Datos inválidos. Se esperaba un diccionario, pero se obtuvo ${nombre}.`] } };
  }
  const claves = Object.keys(parametros);
  if (claves.length > PARAMETROS_MAXIMOS) {
    return { ok: false, errores: { parametros: [`Asegúrese de que no haya más de ${PARAMETROS_MAXIMOS} parámetros.`] } };
  }
  const malNombrada = claves.find((clave) => !CLAVE_PARAMETRO.test(clave));
  if (malNombrada !== undefined) {
    return {
      ok: false,
      errores: { parametros: [`El nombre de parámetro «${citar(malNombrada)}» no es válido: solo letras minúsculas sin acentos y guiones bajos, hasta 40 caracteres.`] },
    };
  }
  for (const [clave, valor] of Object.entries(parametros)) {
    if (clave === 'ventana' || clave === 'magnitud') continue;
    if (typeof valor !== 'number') agregar(errores, `parametros.${clave}`, 'Se requiere un número válido.');
  }
  const { ventana, magnitud } = parametros as Record<string, unknown>;
  const limites: [string, unknown, number][] = [
    ['ventana', ventana, VENTANA_MAXIMA],
    ['magnitud', magnitud, magnitudMaxima],
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
