import { routeGroup } from '../../lib/route-group.js';
import { declaredReadRoutes } from '../../resource/resource-routes.js';
import { RESOURCES } from './resources.js';
import contextoRoutes from './routes/contextos.js';
import jornadaRoutes from './routes/jornadas.js';
import metricaRoutes from './routes/metricas.js';
import paridadRoutes from './routes/paridad.js';
import seleccionRoutes from './routes/selecciones.js';
import sonadorRoutes from './routes/sonadores.js';
import sorteoRoutes from './routes/sorteos.js';

/** Rodox (spec section 7 "Rodox", docs/domain.md, «Contextos y sorteos»). */
const rodoxRoutes = routeGroup(
  declaredReadRoutes(RESOURCES),
  contextoRoutes, sorteoRoutes, paridadRoutes, metricaRoutes, jornadaRoutes, seleccionRoutes, sonadorRoutes,
);

export default rodoxRoutes;
