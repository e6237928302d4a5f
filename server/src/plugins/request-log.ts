import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Every request has an id: the proxy's `X-Request-Id` when it is a sane one (so a line of the
// proxy's log and the API's lines of that request share it), else a new UUID. Fastify gives each
// request a pino child logger carrying it (`reqId`), so every line logged for the request has it;
// the answer returns it; and one line at the end says what happened (RequestLog below).

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and `._:-`, at most 128: a UUID, a proxy's hex id, a trace id. Nothing that could forge a log line. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of a request: the incoming header when it is safe, else a new UUID. */
export function requestId(req: IncomingMessage): string {
  const header = req.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && SAFE_ID.test(header) ? header : randomUUID();
}

/**
 * Fastify's per-request lines: no "incoming request" line, and one completion line with what an
 * operator looks for (method, route pattern — never the raw URL, whose ids and query would make
 * every line a new key —, status, duration, user); an error keeps its own line.
 */
class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      userId: request.user?.id ?? null,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Fastify constructor options (a plugin cannot set them). */
export const requestIdOptions = {
  // Read by genReqId and validated there (fastify would take the header as it comes).
  requestIdHeader: false as const,
  genReqId: requestId,
  logController: new RequestLog({ requestIdLogLabel: 'reqId' }),
};

/** The answer carries the request's id, whatever it is (404, 401, 400, 500 included). */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-log' },
);
