import { routeGroup } from '../lib/route-group.js';
import authRoutes from '../areas/auth/index.js';
import mainRoutes from '../areas/main/index.js';
import puebloRoutes from '../areas/pueblo/index.js';
import rodoxRoutes from '../areas/rodox/index.js';
import terraRoutes from '../areas/terra/index.js';
import healthRoutes from './healthz.js';

/** Every route of the API: the health checks, then each area's (server/src/areas/<area>/index.ts). */
const routes = routeGroup(healthRoutes, authRoutes, mainRoutes, puebloRoutes, rodoxRoutes, terraRoutes);

export default routes;
