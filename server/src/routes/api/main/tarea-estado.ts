import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Tarea } from '@gestion/contract/main';
import { forbidden, notFound } from '../../../lib/http-errors.js';
import { currentUser } from '../../../plugins/auth.js';
import { tareaAccess, SPRINT_FORBIDDEN } from '../../../repositories/sprint-access.js';
import { setTareaEstado } from '../../../repositories/sprints.js';
import { IdParamsSchema, TareaEstadoBodySchema, TareaSchema } from './schemas.js';
import { itemResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('main');

/**
 * POST {prefix}/tareas/{id}/estado/: the Main screens use /api/main, the single-sprint screen
 * /api; both are this one route definition, so they cannot drift apart.
 */
export function tareaEstadoRoute(url: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(url, route({ permission: 'main.change_tareasprint' }, {
      summary: 'Cambia el estado de una tarea (pendiente, completada o descartada).',
      params: IdParamsSchema,
      body: TareaEstadoBodySchema,
      response: itemResponses(TareaSchema),
    }), async (request): Promise<Tarea> => {
      if ((await tareaAccess(app.db, currentUser(request), request.params.id)) === 'forbidden') throw forbidden(SPRINT_FORBIDDEN);
      const tarea = await setTareaEstado(app.db, request.params.id, request.body.estado);
      if (!tarea) throw notFound();
      return tarea;
    });
  };
}
