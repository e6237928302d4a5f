import { routeGroup } from '../../../lib/route-group.js';
import activateRoutes from './activate.js';
import groupRoutes from './groups.js';
import outboxRoutes from './outbox.js';
import permissionRoutes from './permissions.js';
import userRemovalRoutes from './user-removal.js';
import userRoutes from './users.js';

/** The Authentication area's administration calls under /api/auth/ (users and their removal, groups, permissions, activation, history). */
const authAdminRoutes = routeGroup(userRoutes, userRemovalRoutes, activateRoutes, groupRoutes, permissionRoutes, outboxRoutes);

export default authAdminRoutes;
