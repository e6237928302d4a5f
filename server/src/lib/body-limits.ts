import type { TSchema } from '@fastify/type-provider-typebox';

// Body limits per route: a request is parsed and validated on the event loop, so its
// size bounds how long it holds every other request. Most bodies are a form (a profile, a name,
// a few ids): kilobytes. The few routes that take batches get a limit derived from their body
// schema, which already bounds what they accept (maxItems, maxLength).

/** Every route but those below: a form is a few kilobytes. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Bytes a compact JSON text of this schema takes at most, counting `bytesPerChar` per character
 * of a string (1.5 leaves room for Spanish text: accented letters take two bytes in UTF-8; an
 * escaped control character takes six, and nobody sends a file of those). Throws on a part
 * without a bound (a string without maxLength, an array without maxItems): such a route keeps
 * the default limit instead.
 */
export function jsonBytesBound(schema: TSchema, bytesPerChar = 1.5): number {
  const s = schema as Record<string, unknown>;
  const branches = (s.anyOf ?? s.oneOf) as TSchema[] | undefined;
  if (branches) return Math.max(...branches.map((b) => jsonBytesBound(b, bytesPerChar)));
  if ('const' in s) return JSON.stringify(s.const).length;
  switch (s.type) {
    case 'null':
      return 4;
    case 'boolean':
      return 5;
    case 'integer':
    case 'number':
      return 24; // -1.2345678901234567e+308
    case 'string':
      if (typeof s.maxLength !== 'number') throw new Error('jsonBytesBound: a string without maxLength');
      return Math.ceil(s.maxLength * bytesPerChar) + 2;
    case 'array': {
      if (typeof s.maxItems !== 'number') throw new Error('jsonBytesBound: an array without maxItems');
      return 2 + s.maxItems * (jsonBytesBound(s.items as TSchema, bytesPerChar) + 1);
    }
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, TSchema>;
      let bytes = 2;
      for (const [key, value] of Object.entries(properties)) bytes += JSON.stringify(key).length + 2 + jsonBytesBound(value, bytesPerChar);
      return bytes;
    }
    default:
      throw new Error(`jsonBytesBound: no bound for ${JSON.stringify(s.type)}`);
  }
}

/**
 * A route's body limit: what its body schema can hold when that is more than the default (the
 * batch routes: imports, a sprint with its tasks, a group's permissions), else the default.
 * routeOptions applies it to every route that declares a body.
 */
export function bodyLimitFor(body: TSchema): number {
  try {
    return Math.max(DEFAULT_BODY_LIMIT, jsonBytesBound(body));
  } catch {
    return DEFAULT_BODY_LIMIT;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How many JSON values (commas and opening brackets, outside strings) the body may hold. */
    maxJsonTokens?: number;
  }
}

/** JSON values (scalars, lists, objects) a body of this schema holds at most; Infinity without a bound. */
export function jsonValuesBound(schema: TSchema): number {
  const s = schema as Record<string, unknown>;
  const branches = (s.anyOf ?? s.oneOf) as TSchema[] | undefined;
  if (branches) return Math.max(...branches.map(jsonValuesBound));
  if (s.type === 'array') return typeof s.maxItems === 'number' ? 1 + s.maxItems * jsonValuesBound(s.items as TSchema) : Infinity;
  if (s.type === 'object') {
    const properties = Object.values((s.properties ?? {}) as Record<string, TSchema>);
    return 1 + properties.reduce<number>((sum, p) => sum + jsonValuesBound(p), 0);
  }
  return s.type === undefined && !('const' in s) ? Infinity : 1;
}

/**
 * The route option bounding a body's JSON values: parsing is the one step that runs before any
 * schema, and a few hundred thousand tiny values (`[{},{},…]`, an object of 100,000 keys) in a
 * body of allowed size held the event loop for hundreds of milliseconds. Twice the schema's
 * bound plus 100 leaves room for the unknown fields clients may send (they are ignored).
 */
export function maxJsonTokensFor(body: TSchema): number | undefined {
  const bound = jsonValuesBound(body);
  return Number.isFinite(bound) ? 2 * bound + 100 : undefined;
}

/** Whether a JSON text holds more than `max` values: one pass over its characters, before parsing. */
export function moreJsonTokensThan(text: string, max: number): boolean {
  let count = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if ((c === 44 || c === 91 || c === 123) && ++count > max) return true; // , [ {
  }
  return false;
}
