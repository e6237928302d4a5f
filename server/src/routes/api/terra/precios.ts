import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PrecioProductoUpdateRequestSchema } from '@gestion/contract/terra';
import { fieldErrors } from '../../../lib/http-errors.js';
import { TextFields } from '../../../lib/text-fields.js';
import { deletePrecio, PRECIOS, updatePrecio } from '../../../repositories/terra-precios.js';
import { registerResourceReads } from '../../../resource/resource-routes.js';
import { registerResourceWrites } from '../../../resource/resource-writes.js';
import { fechaValida, precioValido } from '../../../terra/import-fields.js';

export const PRECIO_MESSAGES = {
  fechaTomada: 'Este producto ya tiene un precio de este distribuidor en esta fecha.',
} as const;

/** The price list (its reads), and a price corrected (value, date) or removed. */
const precioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceReads(app, PRECIOS);
  registerResourceWrites(app, PRECIOS, {
    change: {
      body: PrecioProductoUpdateRequestSchema,
      async apply(tx, id, body) {
        const fields = new TextFields();
        const valor = body.valor === undefined ? undefined : precioValido(fields, 'valor', body.valor);
        const fecha = body.fecha === undefined ? undefined : fechaValida(fields, 'fecha', body.fecha);
        fields.assertOk();
        const result = await updatePrecio(tx, id, { ...(valor ? { valor } : {}), ...(fecha ? { fecha } : {}) });
        if (result === 'fecha') throw fieldErrors({ fecha: [PRECIO_MESSAGES.fechaTomada] });
        return result;
      },
    },
    remove: { apply: deletePrecio },
  });
};

export default precioRoutes;
