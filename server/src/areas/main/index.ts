import { routeGroup } from '../../lib/route-group.js';
import { declaredReadRoutes } from '../../resource/resource-routes.js';
import { RESOURCES } from './resources.js';
import sprintRoutes from './routes/sprints.js';
import tareaRoutes from './routes/tareas.js';
import acmiaRoutes from './routes/acmia.js';
import apiSubproyectosRoutes from './routes/api-subproyectos.js';
import tareasRoutes from './routes/api-tareas.js';
import subproyectosRoutes from './routes/subproyectos.js';

/** Sprints and their tasks, sub-projects, and ACMIA's expectations (a sub-project's sprint counts). */
const mainRoutes = routeGroup(declaredReadRoutes(RESOURCES), sprintRoutes, tareaRoutes, tareasRoutes, subproyectosRoutes, apiSubproyectosRoutes, acmiaRoutes);

export default mainRoutes;
