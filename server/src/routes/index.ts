import { routeGroup } from '../lib/route-group.js';
import acmiaRoutes from './api/acmia/index.js';
import allPermissionsRoutes from './api/all-permissions/index.js';
import authRoutes from './api/auth/index.js';
import groupPermissionsRoutes from './api/group-permissions/index.js';
import userRolesRoutes from './api/user-roles/index.js';
import usuarioExtraRoutes from './api/usuario-extra/index.js';
import registrationRoutes from './auth/index.js';
import healthRoutes from './healthz.js';
import mainRoutes from './api/main/index.js';
import profesionRoutes from './api/profesiones/index.js';
import puebloRoutes from './api/pueblo/index.js';
import rodoxRoutes from './api/rodox/index.js';
import terraRoutes from './api/terra/index.js';
import equipoRoutes from './terra/index.js';
import apiSubproyectosRoutes from './api/subproyectos/index.js';
import tareasRoutes from './api/tareas/index.js';
import subproyectosRoutes from './subproyectos/index.js';

/** Every route of the API. Each area registers its folder here (the folders mirror the URLs). */
const routes = routeGroup(
  healthRoutes, authRoutes, registrationRoutes, userRolesRoutes, groupPermissionsRoutes, allPermissionsRoutes,
  mainRoutes, tareasRoutes, subproyectosRoutes, apiSubproyectosRoutes, puebloRoutes, rodoxRoutes, terraRoutes,
  equipoRoutes, acmiaRoutes, profesionRoutes, usuarioExtraRoutes,
);

export default routes;
