import { routeGroup } from '../../../lib/route-group.js';
import { DISTRIBUIDORES } from '../../../repositories/catalogos.js';
import { catalogoRoutes } from '../pueblo/catalogo-routes.js';
import dashboardConfigRoutes from './dashboard-config.js';
import equipoRegistroRoutes from './equipos.js';
import importacionLotesRoutes from './importaciones-lotes.js';
import importacionRoutes from './importaciones.js';
import inmuebleRoutes from './inmuebles.js';
import perfilRoutes from './perfiles.js';
import precioRoutes from './precios.js';
import profesionAdminRoutes from './profesiones.js';
import productoRoutes from './productos.js';
import usuarioTerraRoutes from './usuario.js';

/**
 * Terra prices (spec section 7 "Pueblo and Terra prices", docs/domain.md, «Precios»), properties,
 * and the administrators' registers of teams, invitations, profiles and professions.
 */
const terraRoutes = routeGroup(
  catalogoRoutes(DISTRIBUIDORES),
  precioRoutes, productoRoutes, importacionRoutes, importacionLotesRoutes, usuarioTerraRoutes, dashboardConfigRoutes, inmuebleRoutes, equipoRegistroRoutes,
  perfilRoutes, profesionAdminRoutes,
);

export default terraRoutes;
