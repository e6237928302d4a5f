import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Paginated } from '@gestion/contract/errors';
import type { PrecioProducto } from '@gestion/contract/terra';
import { ListQuerySchema } from '../../../lib/pagination.js';
import { errorResponses, PaginatedSchema } from '../../../lib/schemas.js';
import { pagePrecios, PRECIO_ORDERING } from '../../../repositories/terra-precios.js';
import { NotFoundSchema } from '../main/schemas.js';

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
  app.get(
    '/api/terra/precios-productos/',
    {
      config: { access: { permission: 'terra.view_precioproducto' } },
      schema: {
        tags: ['terra'],
        summary:
          'Precios paginados con los nombres del producto, su unidad, tipo y categoría y del distribuidor; `search` busca en esos nombres ' +
          `(sin distinguir mayúsculas ni acentos); \`ordering\`: ${Object.keys(PRECIO_ORDERING).join(', ')} (por defecto -producto_nombre).`,
        querystring: ListQuerySchema,
        response: { 200: PaginatedSchema(PrecioProductoSchema), 404: NotFoundSchema, ...errorResponses },
      },
    },
    async (request): Promise<Paginated<PrecioProducto>> => pagePrecios(app.db, request.query),
  );
};

export default precioRoutes;
