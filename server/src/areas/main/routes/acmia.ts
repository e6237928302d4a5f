import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Expectativa } from '@gestion/contract/usuario';
import { ExpectativaSchema } from '@gestion/contract/usuario';
import { currentUser } from '../../../plugins/auth.js';
import { expectativasVisibles } from '../repositories/expectativas.js';
import { listResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('usuario');

/** The dashboard's summary of the expectativas sprints (docs/domain.md, «Área del usuario»). */
const acmiaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/acmia/expectativas/', route('authenticated', {
    summary:
      "Por cada subproyecto activo cuyo sprint '{subproyecto} - expectativas' puedo ver (superusuario, o un grupo cuyo " +
      "nombre empieza por '{subproyecto}_', sin distinguir mayúsculas): sus tareas contadas por estado.",
    response: listResponses(ExpectativaSchema),
  }), async (request): Promise<Expectativa[]> => expectativasVisibles(app.db, currentUser(request)));
};

export default acmiaRoutes;
