import type { FastifyPluginAsync } from 'fastify';
import authAdminRoutes from './admin.js';
import changePasswordRoutes from './change-password.js';
import loginRoutes from './login.js';
import meRoutes from './me.js';

const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginRoutes);
  await app.register(meRoutes);
  await app.register(changePasswordRoutes);
  await app.register(authAdminRoutes);
};

export default authRoutes;
