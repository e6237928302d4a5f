import { routeGroup } from '../../../lib/route-group.js';
import authAdminRoutes from './admin.js';
import changePasswordRoutes from './change-password.js';
import loginRoutes from './login.js';
import meRoutes from './me.js';
import passwordResetRoutes from './password-reset.js';
import secondFactorRoutes from './second-factor.js';
import sessionRoutes from './sessions.js';

const authRoutes = routeGroup(loginRoutes, meRoutes, sessionRoutes, changePasswordRoutes, passwordResetRoutes, secondFactorRoutes, authAdminRoutes);

export default authRoutes;
