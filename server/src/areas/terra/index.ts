import { routeGroup } from '../../lib/route-group.js';
import { declaredReadRoutes } from '../../resource/resource-routes.js';
import { RESOURCES } from './resources.js';
import dashboardConfigRoutes from './routes/dashboard-config.js';
import equipoRegistroRoutes from './routes/equipos.js';
import importacionLotesRoutes from './routes/importaciones-lotes.js';
import importacionRoutes from './routes/importaciones.js';
import inmuebleRoutes from './routes/inmuebles.js';
import perfilRoutes from './routes/perfiles.js';
import precioRoutes from './routes/precios.js';
import profesionAdminRoutes from './routes/profesiones.js';
import productoRoutes from './routes/productos.js';
import usuarioTerraRoutes from './routes/usuario.js';
import equipoRoutes from './routes/equipos-spec.js';
import usuarioExtraRoutes from './routes/usuario-extra.js';
import profesionRoutes from './routes/usuario-profesiones.js';

/**
 * Terra prices (spec section 7 "Pueblo and Terra prices", docs/domain.md, «Precios»), properties,
 * teams and their invitations (/terra/equipos/…, /terra/invitaciones/…), a person's own profile
 * (/api/usuario-extra/) and the professions it chooses from,
 * and the administrators' registers of teams, invitations, profiles and professions.
 */
const terraRoutes = routeGroup(
  declaredReadRoutes(RESOURCES),
  precioRoutes, productoRoutes, importacionRoutes, importacionLotesRoutes, usuarioTerraRoutes, dashboardConfigRoutes, inmuebleRoutes, equipoRegistroRoutes,
  perfilRoutes, profesionAdminRoutes, equipoRoutes, usuarioExtraRoutes, profesionRoutes,
);

export default terraRoutes;
