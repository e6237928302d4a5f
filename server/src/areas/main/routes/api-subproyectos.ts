import type { FastifyPluginAsync } from 'fastify';
import { subproyectoRoutes } from './subproyectos-handlers.js';

/** PATCH /api/subproyectos/{id}/ as the spec calls it, plus GET and POST under /api. */
const apiSubproyectosRoutes: FastifyPluginAsync = async (app) => {
  await app.register(subproyectoRoutes('/api'));
};

export default apiSubproyectosRoutes;
