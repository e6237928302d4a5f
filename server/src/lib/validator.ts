import { Ajv } from 'ajv';
import type { Options } from 'ajv';
import formatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS: under NodeNext its default import is `module.exports`, which also
// carries the plugin as `.default`.
const addFormats = formatsModule.default;

const common: Options = {
  useDefaults: true,
  removeAdditional: true,
  // DRF reports every field at once; bodies are bounded by the body limit.
  allErrors: true,
  // keeps the offending value in each error (for messages such as '"x" no es una elección válida.')
  verbose: true,
  addUsedSchema: false,
};

// JSON bodies carry real types, so they are not coerced (null stays null, "5" is not 5);
// query strings, path parameters and headers are text and are coerced as fastify does.
const bodyAjv = new Ajv({ ...common, coerceTypes: false });
const textAjv = new Ajv({ ...common, coerceTypes: 'array' });
addFormats(bodyAjv);
addFormats(textAjv);

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id === 'string') {
    const known = ajv.getSchema(id);
    if (known) return known;
  }
  return ajv.compile(schema);
};
