import { routeGroup } from '../../../lib/route-group.js';
import contextoRoutes from './contextos.js';
import jornadaRoutes from './jornadas.js';
import metricaRoutes from './metricas.js';
import paridadRoutes from './paridad.js';
import seleccionRoutes from './selecciones.js';
import sonadorRoutes from './sonadores.js';
import sorteoRoutes from './sorteos.js';

/** Rodox (spec section 7 "Rodox", docs/domain.md, «Contextos y sorteos»). */
const rodoxRoutes = routeGroup(
  contextoRoutes, sorteoRoutes, paridadRoutes, metricaRoutes, jornadaRoutes, seleccionRoutes, sonadorRoutes,
);

export default rodoxRoutes;
