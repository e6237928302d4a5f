import type { FastifyPluginAsync } from 'fastify';
import { subproyectoRoutes } from './subproyectos-handlers.js';

/** GET and POST /subproyectos/ as the spec calls them (no /api prefix), plus PATCH. */
const subproyectosRoutes: FastifyPluginAsync = async (app) => {
  await app.register(subproyectoRoutes(''));
};

export default subproyectosRoutes;
