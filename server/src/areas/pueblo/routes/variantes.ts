import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnidadVarianteUpdateRequestSchema } from '@gestion/contract/pueblo';
import { fieldErrors } from '../../../lib/http-errors.js';
import { UNIDAD_MESSAGES } from '../repositories/unidades.js';
import { deleteVariante, updateVariante, VARIANTES } from '../repositories/unidad-variantes.js';
import { registerResourceWrites, textChanges } from '../../../resource/resource-writes.js';

/** The units' variants one by one (their reads), a variant's abbreviation corrected, a variant removed. */
const varianteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceWrites(app, VARIANTES, {
    change: {
      body: UnidadVarianteUpdateRequestSchema,
      async apply(tx, id, body) {
        const result = await updateVariante(tx, id, textChanges(VARIANTES.declaration, body).abreviatura_equivalente);
        if (typeof result === 'string') throw fieldErrors({ abreviatura_equivalente: [UNIDAD_MESSAGES[result]] });
        return result;
      },
    },
    remove: { apply: deleteVariante },
  });
};

export default varianteRoutes;
