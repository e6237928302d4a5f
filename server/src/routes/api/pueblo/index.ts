import type { FastifyPluginAsync } from 'fastify';
import unidadRoutes from './unidades.js';

/** Pueblo: units of measure (resource types and categories come with the Terra import issue). */
const puebloRoutes: FastifyPluginAsync = async (app) => {
  await app.register(unidadRoutes);
};

export default puebloRoutes;
