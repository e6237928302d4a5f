import { currentUser } from '../../../plugins/auth.js';
import { writeCreated, writeHistorial } from '../../../repositories/historial.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Unidad, UnidadConVariantes } from '@gestion/contract/pueblo';
import { fieldErrors } from '../../../lib/http-errors.js';
import { errorResponses } from '../../../lib/schemas.js';
import {
  createUnidad,
  deleteUnidad,
  listUnidades,
  unidadArrastra,
  unidadImpide,
  updateUnidad,
  listUnidadesConVariantes,
  UNIDAD_HISTORIAL,
  UNIDADES,
  vincularVariante,
} from '../repositories/unidades.js';
import { TextFields } from '../../../lib/text-fields.js';
import {
  UnidadConVariantesSchema,
  UnidadCreateRequestSchema,
  UnidadSchema,
  UnidadUpdateRequestSchema,
  VincularVarianteRequestSchema,
  VincularVarianteResponseSchema,
} from '@gestion/contract/pueblo';
import { listResponses, routeOptions } from '../../../lib/route-options.js';
import { registerResourceWrites, textChanges } from '../../../resource/resource-writes.js';

const route = routeOptions('pueblo');

const unidadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceWrites(app, UNIDADES, {
    change: {
      body: UnidadUpdateRequestSchema,
      async apply(tx, id, body) {
        const result = await updateUnidad(tx, id, textChanges(UNIDADES.declaration, body));
        if (result && !result.ok) throw fieldErrors({ [result.conflict.field]: [result.conflict.message] });
        return result !== undefined;
      },
    },
    remove: { impide: unidadImpide, arrastra: unidadArrastra, apply: deleteUnidad },
  });

  app.post('/api/pueblo/unidades/', route.create({ permission: 'pueblo.add_unidadmedida' }, UnidadCreateRequestSchema, UnidadConVariantesSchema,
    'Crea una unidad de medida (nombre y abreviatura únicos sin distinguir mayúsculas).'), async (request, reply) => {
    const fields = new TextFields();
    const nombre = fields.required('nombre', request.body.nombre);
    const abreviatura = fields.required('abreviatura', request.body.abreviatura);
    fields.assertOk();
    const unidad = await app.db.transaction(async (tx) => {
      const result = await createUnidad(tx, { nombre, abreviatura });
      if (!result.ok) throw fieldErrors({ [result.conflict.field]: [result.conflict.message] });
      await writeCreated(tx, currentUser(request), UNIDAD_HISTORIAL, result.value.id);
      return result.value;
    });
    return reply.code(201).send(unidad);
  });

  // Also read by a product's correction, which chooses its unit by name from this list.
  app.get('/api/pueblo/unidades/todas/', route({ anyPermission: ['pueblo.view_unidadmedida', 'terra.change_producto'] }, {
    summary: 'Todas las unidades de medida (lista simple, por nombre).',
    response: listResponses(UnidadSchema),
  }), async (): Promise<Unidad[]> => listUnidades(app.db));

  app.get('/api/pueblo/unidades/todas-con-variantes/', route({ permission: 'pueblo.view_unidadmedida' }, {
    summary: 'Todas las unidades de medida con sus variantes (lista simple, por nombre).',
    response: listResponses(UnidadConVariantesSchema),
  }), async (): Promise<UnidadConVariantes[]> => listUnidadesConVariantes(app.db));

  app.post('/api/pueblo/unidades/vincular-variante/', route({ permission: 'pueblo.add_unidadmedidavariante' }, {
    summary: 'Registra una abreviatura equivalente de una unidad. Idempotente: si ya es variante de esa unidad responde 200 con la existente; 201 si la crea.',
    body: VincularVarianteRequestSchema,
    response: { 200: VincularVarianteResponseSchema, 201: VincularVarianteResponseSchema, ...errorResponses },
  }), async (request, reply) => {
    const fields = new TextFields();
    const abreviatura_equivalente = fields.required('abreviatura_equivalente', request.body.abreviatura_equivalente);
    fields.assertOk();
    const { unidad_id } = request.body;
    // The variant is a field of its unit in the history ('variantes' before and after).
    const result = await app.db.transaction(async (tx) => {
      const antes = await UNIDAD_HISTORIAL.read(tx, unidad_id);
      const written = await vincularVariante(tx, { unidad_id, abreviatura_equivalente });
      if (!written.ok) throw fieldErrors({ [written.conflict.field]: [written.conflict.message] });
      if (written.created) {
        const despues = await UNIDAD_HISTORIAL.read(tx, unidad_id);
        await writeHistorial(tx, { actor: currentUser(request), accion: 'modificar', objetoTipo: UNIDAD_HISTORIAL.tipo, objetoId: unidad_id, repr: despues!.repr, antes: antes!.campos, despues: despues!.campos });
      }
      return written;
    });
    return reply.code(result.created ? 201 : 200).send(result.value);
  });
};

export default unidadRoutes;
