import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PRECIOS } from '../../../repositories/terra-precios.js';
import { registerResourceReads } from '../../../resource/resource-routes.js';

/** The price list, its file and one price (terra.view_precioproducto): all from its declaration. */
const precioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceReads(app, PRECIOS);
};

export default precioRoutes;
