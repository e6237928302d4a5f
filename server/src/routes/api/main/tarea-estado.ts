import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Tarea } from '@gestion/contract/main';
import { notFound } from '../../../lib/http-errors.js';
import { errorResponses } from '../../../lib/schemas.js';
import { setTareaEstado } from '../../../repositories/sprints.js';
import { IdParamsSchema, NotFoundSchema, TareaEstadoBodySchema, TareaSchema } from './schemas.js';

/**
 * POST {prefix}/tareas/{id}/estado/: the Main screens use /api/main, the single-sprint screen
 * /api; both are this one route definition, so they cannot drift apart.
 */
export function tareaEstadoRoute(url: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      url,
      {
        config: { access: { permission: 'main.change_tareasprint' } },
        schema: {
          tags: ['main'],
          summary: 'Cambia el estado de una tarea (pendiente, completada o descartada).',
          params: IdParamsSchema,
          body: TareaEstadoBodySchema,
          response: { 200: TareaSchema, 404: NotFoundSchema, ...errorResponses },
        },
      },
      async (request): Promise<Tarea> => {
        const tarea = await setTareaEstado(app.db, request.params.id, request.body.estado);
        if (!tarea) throw notFound();
        return tarea;
      },
    );
  };
}
