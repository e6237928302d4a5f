import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Estado del servidor y de la base de datos.',
        response: {
          200: Type.Object({ status: Type.Literal('ok') }),
          503: Type.Object({ status: Type.Literal('error'), detail: Type.String() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.pingDb();
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'error' as const, detail: 'Base de datos no disponible.' });
      }
    },
  );
};

export default healthRoutes;
