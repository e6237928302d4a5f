import { currentUser } from '../../../plugins/auth.js';
import { withHistorial } from '../../../repositories/historial.js';
import { TAREA_HISTORIAL } from '../historial.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Tarea } from '@gestion/contract/main';
import { forbidden, notFound } from '../../../lib/http-errors.js';
import { tareaAccess, SPRINT_FORBIDDEN } from '../../../repositories/sprint-access.js';
import { setTareaEstado } from '../repositories/sprints.js';
import { TareaEstadoRequestSchema, TareaSchema } from '@gestion/contract/main';
import { IdParamsSchema } from '../../../lib/schemas.js';
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
      body: TareaEstadoRequestSchema,
      response: itemResponses(TareaSchema),
    }), async (request): Promise<Tarea> => {
      if ((await tareaAccess(app.db, currentUser(request), request.params.id)) === 'forbidden') throw forbidden(SPRINT_FORBIDDEN);
      return app.db.transaction((tx) => withHistorial(tx, currentUser(request), 'modificar', TAREA_HISTORIAL, request.params.id, async () => {
        const tarea = await setTareaEstado(tx, request.params.id, request.body.estado);
        if (!tarea) throw notFound();
        return tarea;
      }));
    });
  };
}
