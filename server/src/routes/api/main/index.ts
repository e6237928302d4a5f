import { routeGroup } from '../../../lib/route-group.js';
import sprintRoutes from './sprints.js';
import tareaRoutes from './tareas.js';

const mainRoutes = routeGroup(sprintRoutes, tareaRoutes);

export default mainRoutes;
