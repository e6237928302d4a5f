import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PrecioProductoUpdateRequestSchema } from '@gestion/contract/terra';
import { TextFields } from '../../../lib/text-fields.js';
import { deletePrecio, PRECIOS, updatePrecio } from '../repositories/precios.js';
import { registerResourceWrites } from '../../../resource/resource-writes.js';
import { fechaValida, precioValido } from '../domain/import-fields.js';

export const PRECIO_MESSAGES = {
  fechaTomada: 'Este producto ya tiene un precio de este distribuidor en esta fecha.',
} as const;

/** The price list (its reads), and a price corrected (value, date) or removed. */
const precioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceWrites(app, PRECIOS, {
    change: {
      body: PrecioProductoUpdateRequestSchema,
      taken: { fecha: PRECIO_MESSAGES.fechaTomada },
      async apply(tx, id, body) {
        const fields = new TextFields();
        const valor = body.valor === undefined ? undefined : precioValido(fields, 'valor', body.valor);
        const fecha = body.fecha === undefined ? undefined : fechaValida(fields, 'fecha', body.fecha);
        fields.assertOk();
        return updatePrecio(tx, id, { ...(valor ? { valor } : {}), ...(fecha ? { fecha } : {}) });
      },
    },
    remove: { apply: deletePrecio },
  });
};

export default precioRoutes;
