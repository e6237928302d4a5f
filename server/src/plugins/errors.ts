import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldMessages } from '../lib/http-errors.js';
import { moreJsonTokensThan } from '../lib/body-limits.js';
import { databaseUnavailable, UNAVAILABLE_MESSAGES } from '../lib/db-unavailable.js';
import { ApiError, fieldErrors, MESSAGES } from '../lib/http-errors.js';
import { forbiddenCharacters, jsonMayHoldForbidden, NUL_CHARACTERS } from '../lib/text-fields.js';
import { nestFieldErrors } from '../lib/nest-field-errors.js';
import { toFieldErrors } from '../lib/validation-errors.js';

// The error shapes (docs/domain.md, «Convenciones de la API»): `{detail}` or `{campo: [...]}`,
// Spanish, never a 500 for bad input, and nothing internal in a 5xx. Field errors travel with
// dotted keys and are nested here, once, as DRF nests them (lib/nest-field-errors.ts).

const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_INVALID_TEXT = '22P02';
// A value the database cannot hold (out of range, a character its encoding refuses): bad input
// that slipped past a schema, answered as such rather than as a crash.
const PG_BAD_VALUE = new Set(['22003', '22021', '22001', '22007', '22008']);

/** The PostgreSQL error code, looking through drizzle's wrapper. */
function pgCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const GENERIC_4XX: Record<number, string> = {
  400: 'Solicitud inválida.',
  401: MESSAGES.notAuthenticated,
  403: MESSAGES.permissionDenied,
  404: MESSAGES.notFound,
  405: 'Método no permitido.',
  406: 'No se ha podido satisfacer la solicitud de cabecera de Accept.',
  413: 'La solicitud es demasiado grande.',
  415: 'Tipo de medio incompatible en la solicitud.',
  429: 'Solicitud fue regulada (throttled).',
};

function handleError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof ApiError) {
    const body = typeof err.body.detail === 'string' ? err.body : nestFieldErrors(err.body as FieldMessages, request.body);
    return reply.code(err.statusCode).headers(err.headers).send(body);
  }
  if (err.validation) {
    const context = err.validationContext;
    // An id that does not parse is a URL that does not exist (a DRF `<int:pk>` would not match).
    if (context === 'params') return reply.code(404).send({ detail: MESSAGES.notFound });
    if (context === 'headers') return reply.code(400).send({ detail: GENERIC_4XX[400] });
    const input = context === 'querystring' ? request.query : request.body;
    return reply.code(400).send(nestFieldErrors(toFieldErrors(err.validation), input));
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply.code(400).send({ detail: MESSAGES.malformedJson });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply
        .code(415)
        .send({ detail: `Tipo de medio "${request.headers['content-type'] ?? ''}" incompatible en la solicitud.` });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply.code(413).send({ detail: GENERIC_4XX[413] });
  }
  if (err instanceof SyntaxError && err.statusCode === 400) {
    return reply.code(400).send({ detail: MESSAGES.malformedJson });
  }
  const code = pgCode(err);
  if (code === PG_UNIQUE_VIOLATION) {
    request.log.info({ err }, 'unique violation answered as 400');
    return reply.code(400).send({ detail: 'Ya existe un registro con estos datos.' });
  }
  if (code === PG_FOREIGN_KEY_VIOLATION) {
    request.log.info({ err }, 'foreign key violation answered as 400');
    return reply.code(400).send({ detail: 'Uno de los registros referidos no existe o está en uso.' });
  }
  if (code === PG_INVALID_TEXT || (code && PG_BAD_VALUE.has(code))) {
    request.log.info({ err }, 'value refused by the database answered as 400');
    return reply.code(400).send({ detail: GENERIC_4XX[400] });
  }
  const unavailable = databaseUnavailable(err);
  if (unavailable) {
    request.log.warn({ err, reason: unavailable }, 'database unavailable: answered 503');
    return reply.code(503).header('retry-after', '5').send({ detail: UNAVAILABLE_MESSAGES[unavailable] });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ detail: GENERIC_4XX[status] ?? GENERIC_4XX[400] });
  }
  request.log.error({ err }, 'unhandled error');
  return reply.code(500).send({ detail: MESSAGES.internal });
}

/** Fields whose text is only hashed, never shown: refused a NUL (as every field), nothing else. */
const SECRET_FIELD = /pass(word)?|contrase/i;

/**
 * The dotted path of the first string holding a character no field accepts (forbiddenCharacters),
 * with its message, or null (nested when sent). A password may hold any character but NUL.
 */
function findForbidden(value: unknown, path = '', depth = 0, secret = false): { path: string; message: string } | null {
  if (typeof value === 'string') {
    const message = secret ? (value.includes('\u0000') ? NUL_CHARACTERS : null) : forbiddenCharacters(value);
    return message ? { path, message } : null;
  }
  if (!value || typeof value !== 'object' || depth > 8) return null;
  for (const [k, v] of Object.entries(value)) {
    const inKey = forbiddenCharacters(k);
    if (inKey) return { path, message: inKey };
    const found = findForbidden(v, path ? `${path}.${k}` : k, depth + 1, secret || SECRET_FIELD.test(k));
    if (found !== null) return found;
  }
  return null;
}

/** Requests whose JSON text cannot hold a refused character: their parsed body is not walked. */
const plainBodies = new WeakSet<object>();

export default fp(
  async (app) => {
    app.setErrorHandler(handleError);

    app.setNotFoundHandler((_request, reply) => {
      return reply.code(404).send({ detail: MESSAGES.notFound });
    });

    // An empty JSON body reads as `{}` (DRF does not parse an empty body), so the answer is the
    // field errors of what is missing rather than a parse error.
    const defaultJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, {});
      const max = request.routeOptions.config.maxJsonTokens;
      if (max !== undefined && moreJsonTokensThan(text, max)) return done(new ApiError(413, { detail: GENERIC_4XX[413]! }), undefined);
      if (!jsonMayHoldForbidden(text)) plainBodies.add(request);
      return defaultJson(request, text, done);
    });
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
      // PostgreSQL text cannot hold NUL, and control and bidi characters have no place in any name
      // or text of the app: refused here for every input of every route.
      const found =
        findForbidden({ ...(request.params as object), ...(request.query as object) }) ?? (plainBodies.has(request) ? null : findForbidden(request.body));
      if (found !== null) throw fieldErrors({ [found.path || 'non_field_errors']: [found.message] });
    });
  },
  { name: 'errors' },
);
