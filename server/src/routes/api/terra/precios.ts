import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PrecioProductoSchema } from '@gestion/contract/terra';
import { pagePrecios, PRECIO_EXPORT, PRECIO_ORDERING } from '../../../repositories/terra-precios.js';
import { registerListExport } from '../../../resource/export-route.js';
import { routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('terra');

const precioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/terra/precios-productos/', route.page({ permission: 'terra.view_precioproducto' }, PrecioProductoSchema, (query) => pagePrecios(app.db, query),
    'Precios paginados con los nombres del producto, su unidad, tipo y categoría y del distribuidor; `search` busca en esos nombres ' +
      `(sin distinguir mayúsculas ni acentos); \`ordering\`: ${Object.keys(PRECIO_ORDERING).join(', ')} (por defecto -producto_nombre).`));
  registerListExport(app, '/api/terra/precios-productos/', { permission: 'terra.view_precioproducto' }, PRECIO_EXPORT, 'Precios en CSV, con la búsqueda y el orden de la lista.');
};

export default precioRoutes;
