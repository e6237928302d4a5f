import type { FastifyPluginAsync } from 'fastify';
import sprintRoutes from './sprints.js';
import tareaRoutes from './tareas.js';

const mainRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sprintRoutes);
  await app.register(tareaRoutes);
};

export default mainRoutes;
