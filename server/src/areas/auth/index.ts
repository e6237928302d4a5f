import { routeGroup } from '../../lib/route-group.js';
import { declaredReadRoutes } from '../../resource/resource-routes.js';
import { RESOURCES } from './resources.js';
import authAdminRoutes from './routes/admin.js';
import changePasswordRoutes from './routes/change-password.js';
import loginRoutes from './routes/login.js';
import meRoutes from './routes/me.js';
import passwordResetRoutes from './routes/password-reset.js';
import secondFactorRoutes from './routes/second-factor.js';
import sessionRoutes from './routes/sessions.js';
import allPermissionsRoutes from './routes/all-permissions.js';
import groupPermissionsRoutes from './routes/group-permissions.js';
import registrationRoutes from './routes/registro.js';
import userRolesRoutes from './routes/user-roles.js';

/**
 * Accounts and access: signing in and out, one's own session and password, the second factor,
 * registration and activation, and the administration of users, groups and permissions (with
 * the history's list, /api/auth/historial/, declared in resources.ts).
 */
const authRoutes = routeGroup(
  declaredReadRoutes(RESOURCES),
  loginRoutes, meRoutes, sessionRoutes, changePasswordRoutes, passwordResetRoutes, secondFactorRoutes, authAdminRoutes,
  registrationRoutes, userRolesRoutes, groupPermissionsRoutes, allPermissionsRoutes,
);

export default authRoutes;
