import { Ajv } from 'ajv';
import type { ErrorObject, Options, ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS: under NodeNext its default import is `module.exports`, which also
// carries the plugin as `.default`.
const addFormats = formatsModule.default;

const common: Options = {
  useDefaults: true,
  removeAdditional: true,
  // DRF reports every field at once; inside a list, a body stops at its first bad item (boundedBody).
  allErrors: true,
  // keeps the offending value in each error (for messages such as '"x" no es una elección válida.')
  verbose: true,
  addUsedSchema: false,
};

// JSON bodies carry real types, so they are not coerced (null stays null, "5" is not 5);
// query strings, path parameters and headers are text and are coerced as fastify does.
const bodyAjv = new Ajv({ ...common, coerceTypes: false });
/** The same rules, stopping at the first error: checks a list's items without an error object per bad item. */
const firstErrorAjv = new Ajv({ ...common, coerceTypes: false, allErrors: false });
const textAjv = new Ajv({ ...common, coerceTypes: 'array' });
addFormats(bodyAjv);
addFormats(firstErrorAjv);
addFormats(textAjv);

type Schema = Record<string, unknown>;
type BodyValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

interface ListField {
  /** property names from the body to the list */
  path: string[];
  firstError: ValidateFunction;
  item: BodyValidator;
}

const isObjectSchema = (s: unknown): s is Schema => !!s && typeof s === 'object' && !Array.isArray(s);

/**
 * The schema with the items of every list reachable through properties left out (`items: {}`),
 * and those lists: their items are checked one by one, apart.
 */
function splitLists(schema: Schema, path: string[], lists: ListField[]): Schema {
  if (schema.type === 'array' && isObjectSchema(schema.items)) {
    lists.push({ path, firstError: firstErrorAjv.compile(schema.items), item: boundedBody(schema.items) });
    return { ...schema, items: {} };
  }
  if (schema.type === 'object' && isObjectSchema(schema.properties)) {
    const properties: Schema = {};
    for (const [name, sub] of Object.entries(schema.properties)) properties[name] = isObjectSchema(sub) ? splitLists(sub, [...path, name], lists) : sub;
    return { ...schema, properties };
  }
  return schema;
}

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A body validator whose cost is linear in the body and whose errors are few (with
 * `allErrors`, 32,000 bad items of one list made 32,000 error objects and held the event loop
 * for seconds). Every field is checked at once, as DRF does, but a list reports its first bad
 * item only; a list longer than its maxItems reports that alone. Valid items are still checked
 * (and cleaned: removeAdditional, defaults) by a validator that stops at the first error.
 */
function boundedBody(schema: Schema): BodyValidator {
  const lists: ListField[] = [];
  const outer = bodyAjv.compile(splitLists(schema, [], lists));
  if (lists.length === 0) return outer;
  const validate: BodyValidator = (data) => {
    const valid = outer(data);
    const errors: ErrorObject[] = [...(outer.errors ?? [])];
    for (const list of lists) {
      let value: unknown = data;
      for (const name of list.path) value = value && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, name) ? (value as Record<string, unknown>)[name] : undefined;
      if (!Array.isArray(value)) continue;
      const instancePath = list.path.map((n) => '/' + pointer(n)).join('');
      if (errors.some((e) => e.instancePath === instancePath && e.keyword === 'maxItems')) continue;
      const at = value.findIndex((item) => !list.firstError(item));
      if (at < 0) continue;
      list.item(value[at]);
      const schemaPath = '#' + list.path.map((n) => '/properties/' + pointer(n)).join('') + '/items';
      for (const e of list.item.errors ?? []) errors.push({ ...e, instancePath: `${instancePath}/${at}${e.instancePath}`, schemaPath: schemaPath + e.schemaPath.slice(1) });
    }
    validate.errors = errors.length ? errors : null;
    return valid && errors.length === 0;
  };
  return validate;
}

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id === 'string') {
    const known = ajv.getSchema(id);
    if (known) return known;
  }
  return httpPart === 'body' && isObjectSchema(schema) ? boundedBody(schema) : ajv.compile(schema);
};
