import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pagePrecios, PRECIO_EXPORT, PRECIO_ORDERING } from '../../../repositories/terra-precios.js';
import { registerListExport } from '../../../lib/export-route.js';
import { routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('terra');

export const PrecioProductoSchema = Type.Object({
  id: Type.Integer(),
  producto_id: Type.Integer(),
  distribuidor_id: Type.Integer(),
  producto_nombre: Type.String(),
  unidad_nombre: Type.String(),
  tipo_nombre: Type.String(),
  categoria_nombre: Type.String(),
  distribuidor_nombre: Type.String(),
  fecha: Type.String({ description: 'yyyy-mm-dd' }),
  valor: Type.String({ description: 'Decimal con dos decimales, como texto.' }),
  moneda: Type.String(),
});

const precioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/terra/precios-productos/', route.page({ permission: 'terra.view_precioproducto' }, PrecioProductoSchema, (query) => pagePrecios(app.db, query),
    'Precios paginados con los nombres del producto, su unidad, tipo y categoría y del distribuidor; `search` busca en esos nombres ' +
      `(sin distinguir mayúsculas ni acentos); \`ordering\`: ${Object.keys(PRECIO_ORDERING).join(', ')} (por defecto -producto_nombre).`));
  registerListExport(app, '/api/terra/precios-productos/', { permission: 'terra.view_precioproducto' }, PRECIO_EXPORT, 'Precios en CSV, con la búsqueda y el orden de la lista.');
};

export default precioRoutes;
