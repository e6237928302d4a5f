import type { FastifyPluginAsync } from 'fastify';
import { tareaEstadoRoute } from './tarea-estado.js';

/** The single-sprint screen's path (spec section 7): the same route as /api/main/tareas/{id}/estado/. */
const tareasRoutes: FastifyPluginAsync = async (app) => {
  await app.register(tareaEstadoRoute('/api/tareas/:id/estado/'));
};

export default tareasRoutes;
