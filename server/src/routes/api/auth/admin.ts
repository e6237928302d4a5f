import type { FastifyPluginAsync } from 'fastify';
import activateRoutes from './activate.js';
import groupRoutes from './groups.js';
import outboxRoutes from './outbox.js';
import permissionRoutes from './permissions.js';
import userRoutes from './users.js';

/** The Authentication area's administration calls under /api/auth/ (users, groups, permissions, activation). */
const authAdminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(userRoutes);
  await app.register(activateRoutes);
  await app.register(groupRoutes);
  await app.register(permissionRoutes);
  await app.register(outboxRoutes);
};

export default authAdminRoutes;
