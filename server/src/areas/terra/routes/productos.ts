import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProductoUpdateRequestSchema } from '@gestion/contract/terra';
import { fieldErrors } from '../../../lib/http-errors.js';
import { TextFields } from '../../../lib/text-fields.js';
import { deleteProducto, existe, PRODUCTO_MESSAGES, PRODUCTO_REFERENCIAS, productoImpide, PRODUCTOS, updateProducto } from '../repositories/productos.js';
import { registerResourceWrites } from '../../../resource/resource-writes.js';

/**
 * The products (their reads), a product corrected (its name, unit, type or category, as a person
 * typed them in an import) or removed while no price is of it.
 */
const productoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceWrites(app, PRODUCTOS, {
    change: {
      body: ProductoUpdateRequestSchema,
      async apply(tx, id, body) {
        const fields = new TextFields();
        const changes: Record<string, unknown> = {};
        if (body.nombre_largo !== undefined) changes.nombre_largo = fields.required('nombre_largo', body.nombre_largo);
        for (const [campo, { tabla, columna }] of Object.entries(PRODUCTO_REFERENCIAS)) {
          const ref = body[campo as keyof typeof PRODUCTO_REFERENCIAS];
          if (ref === undefined) continue;
          if (await existe(tx, tabla, ref)) changes[columna] = ref;
          else fields.add(campo, PRODUCTO_MESSAGES.claveInvalida(ref));
        }
        fields.assertOk();
        const result = await updateProducto(tx, id, changes);
        if (result === 'repetido') throw fieldErrors({ nombre_largo: [PRODUCTO_MESSAGES.repetido] });
        return result;
      },
    },
    remove: { impide: productoImpide, apply: deleteProducto },
  });
};

export default productoRoutes;
