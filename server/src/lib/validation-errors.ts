import type { FastifySchemaValidationError } from 'fastify';
import type { FieldMessages } from './http-errors.js';
import { MESSAGES } from './http-errors.js';

// Turns ajv's errors into DRF's field errors with the Spanish messages of DRF's es locale.

export const NON_FIELD_ERRORS = 'non_field_errors';

type AjvError = FastifySchemaValidationError & { data?: unknown; schema?: unknown; parentSchema?: unknown };

function jsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return 'dict';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

function fieldKey(instancePath: string, extra?: string): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) segments.push(extra);
  return segments.length === 0 ? NON_FIELD_ERRORS : segments.join('.');
}

function num(params: Record<string, unknown>, key: string): string {
  return String(params[key]);
}

function allConst(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const branches = (schema as { anyOf?: unknown[]; oneOf?: unknown[] }).anyOf ?? (schema as { oneOf?: unknown[] }).oneOf;
  return (
    Array.isArray(branches) &&
    branches.every((b) => b !== null && typeof b === 'object' && ('const' in b || 'enum' in b))
  );
}

function messageFor(error: AjvError, root: boolean): string {
  const params = error.params ?? {};
  switch (error.keyword) {
    case 'required':
      return MESSAGES.required;
    case 'type': {
      if (error.data === null) return 'Este campo no puede ser nulo.';
      if (root) return `Datos inválidos. Se esperaba un diccionario, pero se obtuvo ${jsonTypeName(error.data)}.`;
      switch (params.type) {
        case 'string':
          return 'No es una cadena válida.';
        case 'integer':
          return 'Se requiere un número entero válido.';
        case 'number':
          return 'Se requiere un número válido.';
        case 'boolean':
          return 'Debe ser un valor booleano válido.';
        case 'array':
          return `Se esperaba una lista de elementos pero se obtuvo el tipo "${jsonTypeName(error.data)}".`;
        case 'object':
          return `Datos inválidos. Se esperaba un diccionario, pero se obtuvo ${jsonTypeName(error.data)}.`;
        default:
          return 'Valor inválido.';
      }
    }
    case 'minLength':
      return Number(params.limit) <= 1
        ? 'Este campo no puede estar en blanco.'
        : `Asegúrese de que este campo tenga al menos ${num(params, 'limit')} caracteres.`;
    case 'maxLength':
      return `Asegúrese de que este campo no tenga más de ${num(params, 'limit')} caracteres.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Asegúrese de que este valor sea mayor o igual a ${num(params, 'limit')}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Asegúrese de que este valor sea menor o igual a ${num(params, 'limit')}.`;
    case 'minItems':
      return Number(params.limit) <= 1
        ? 'Esta lista no puede estar vacía.'
        : `Asegúrese de que este campo tenga al menos ${num(params, 'limit')} elementos.`;
    case 'maxItems':
      return `Asegúrese de que este campo no tenga más de ${num(params, 'limit')} elementos.`;
    case 'const':
    case 'enum':
      return `"${String(error.data)}" no es una elección válida.`;
    case 'anyOf':
    case 'oneOf':
      return allConst(error.parentSchema ?? error.schema) && typeof error.data !== 'object'
        ? `"${String(error.data)}" no es una elección válida.`
        : 'Valor inválido.';
    case 'format':
      switch (params.format) {
        case 'email':
          return 'Introduzca una dirección de correo electrónico válida.';
        case 'date':
          return 'La fecha tiene un formato incorrecto. Use uno de los siguientes formatos en su lugar: YYYY-MM-DD.';
        case 'date-time':
          return 'La fecha/hora tiene un formato incorrecto. Use uno de los siguientes formatos en su lugar: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';
        case 'uri':
        case 'url':
          return 'Introduzca una URL válida.';
        default:
          return 'Valor inválido.';
      }
    case 'additionalProperties':
      return 'Campo no permitido.';
    default:
      return 'Valor inválido.';
  }
}

/** At most this many fields get a message: a body with thousands of bad items answers with the first ones. */
export const MAX_FIELD_ERRORS = 50;

/** The union (anyOf/oneOf) error whose branches produced `error`, if any: its schemaPath is a prefix of the error's. */
function insideUnion(error: AjvError, unions: ReadonlySet<string>): boolean {
  // One lookup per level of the schema path: the cost stays linear in the number of errors
  // (matching each error against every union's path was quadratic: 32,000 bad items, 3.9 s).
  const path = error.schemaPath;
  for (let at = path.indexOf('/'); at >= 0; at = path.indexOf('/', at + 1)) {
    if (at > 0 && unions.has(path.slice(0, at))) return true;
  }
  return false;
}

/**
 * DRF's `{campo: [mensajes]}` for ajv's errors, nested fields dotted (the error handler nests
 * them with nestFieldErrors when it answers). Bounded: the first message of each field only, and
 * at most MAX_FIELD_ERRORS fields.
 */
export function toFieldErrors(errors: readonly FastifySchemaValidationError[]): FieldMessages {
  const list = errors as readonly AjvError[];
  // A union's own error replaces the errors of its branches.
  const unions = new Set(list.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.schemaPath));
  // No prototype: a data key such as `constructor` is just a key.
  const out: FieldMessages = Object.create(null);
  let fields = 0;
  for (const error of list) {
    if (unions.size > 0 && insideUnion(error, unions)) continue;
    const params = error.params ?? {};
    let key: string;
    if (error.keyword === 'required') key = fieldKey(error.instancePath, String(params.missingProperty));
    else if (error.keyword === 'additionalProperties')
      key = fieldKey(error.instancePath, String(params.additionalProperty));
    else key = fieldKey(error.instancePath);
    if (key in out) continue;
    if (fields === MAX_FIELD_ERRORS) break;
    fields++;
    out[key] = [messageFor(error, key === NON_FIELD_ERRORS)];
  }
  return out;
}
