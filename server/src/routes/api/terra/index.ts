import { routeGroup } from '../../../lib/route-group.js';
import { DISTRIBUIDORES } from '../../../repositories/catalogos.js';
import { catalogoRoutes } from '../pueblo/catalogo-routes.js';
import dashboardConfigRoutes from './dashboard-config.js';
import importacionLotesRoutes from './importaciones-lotes.js';
import importacionRoutes from './importaciones.js';
import inmuebleRoutes from './inmuebles.js';
import precioRoutes from './precios.js';
import usuarioTerraRoutes from './usuario.js';

/** Terra prices (spec section 7 "Pueblo and Terra prices", docs/domain.md, «Precios»). */
const terraRoutes = routeGroup(
  catalogoRoutes(DISTRIBUIDORES),
  precioRoutes, importacionRoutes, importacionLotesRoutes, usuarioTerraRoutes, dashboardConfigRoutes, inmuebleRoutes,
);

export default terraRoutes;
