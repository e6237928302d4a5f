import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Three probes (docs/server.md, «Across every route», probes):
// - /livez: the process answers. A liveness probe must not depend on the database, or an outage
//   of PostgreSQL would have every instance restarted at once.
// - /readyz: this instance should get traffic: the database answers, the migrations ran (the
//   routes exist only once the db plugin has migrated) and it is not draining (SIGTERM).
// - /healthz: the database answers (what it always meant; `pnpm start`, the e2e suite and the
//   benches wait on it). It ignores draining: use /readyz for a balancer.

const Ok = Type.Object({ status: Type.Literal('ok') });
const Failed = Type.Object({ status: Type.Literal('error'), detail: Type.String() });
const DB_DOWN = 'Base de datos no disponible.';
const DRAINING = 'El servidor se está deteniendo.';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const probe = { config: { access: 'public' as const }, logLevel: 'warn' as const };
  // Out of the OpenAPI document: they are for the balancer and the orchestrator, not for clients
  // of the API (the README documents them).
  const dbSchema = (summary: string) => ({ hide: true, tags: ['system'], summary, response: { 200: Ok, 503: Failed } });

  /** 200 when the database answers, 503 with DB_DOWN (and the cause in the log) when not. */
  async function databaseAnswers(request: FastifyRequest, reply: FastifyReply, what: string) {
    try {
      await app.pingDb();
      return { status: 'ok' as const };
    } catch (err) {
      request.log.error({ err }, `${what}: database unavailable`);
      return reply.code(503).send({ status: 'error' as const, detail: DB_DOWN });
    }
  }

  app.get('/livez', {
    ...probe,
    schema: { hide: true, tags: ['system'], summary: 'El proceso responde (sin consultar la base de datos).', response: { 200: Ok } },
  }, async () => ({ status: 'ok' as const }));

  app.get('/readyz', {
    ...probe,
    schema: dbSchema('La instancia puede recibir tráfico: base de datos disponible, migraciones aplicadas y sin detenerse.'),
  }, async (request, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'error' as const, detail: DRAINING });
    return databaseAnswers(request, reply, 'readiness');
  });

  app.get('/healthz', {
    ...probe,
    schema: dbSchema('Estado del servidor y de la base de datos.'),
  }, async (request, reply) => databaseAnswers(request, reply, 'health check'));
};

export default healthRoutes;
