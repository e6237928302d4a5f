import type { FastifyPluginAsync } from 'fastify';
import { CATALOGOS } from '../../../repositories/catalogos.js';
import { catalogoRoutes } from '../pueblo/catalogo-routes.js';
import dashboardConfigRoutes from './dashboard-config.js';
import importacionLotesRoutes from './importaciones-lotes.js';
import importacionRoutes from './importaciones.js';
import inmuebleRoutes from './inmuebles.js';
import precioRoutes from './precios.js';
import usuarioTerraRoutes from './usuario.js';

/** Terra prices (spec section 7 "Pueblo and Terra prices", DOMAIN.md "Terra"). */
const terraRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    catalogoRoutes({
      base: '/api/terra/distribuidores/',
      table: CATALOGOS.distribuidores,
      tag: 'terra',
      plural: 'distribuidores',
      view: 'terra.view_distribuidor',
      add: 'terra.add_distribuidor',
    }),
  );
  await app.register(precioRoutes);
  await app.register(importacionRoutes);
  await app.register(importacionLotesRoutes);
  await app.register(usuarioTerraRoutes);
  await app.register(dashboardConfigRoutes);
  await app.register(inmuebleRoutes);
};

export default terraRoutes;
