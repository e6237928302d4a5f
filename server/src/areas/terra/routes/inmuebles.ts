import { currentUser } from '../../../plugins/auth.js';
import { writeCreated } from '../../../repositories/historial.js';
import { INMUEBLE_HISTORIAL } from '../historial.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InmuebleCreateRequestSchema, InmuebleSchema, InmuebleUpdateRequestSchema } from '@gestion/contract/terra';
import { fieldErrors } from '../../../lib/http-errors.js';
import { TextFields } from '../../../lib/text-fields.js';
import { createInmueble, deleteInmueble, INMUEBLES, updateInmueble } from '../repositories/inmuebles.js';
import { INMUEBLE_MESSAGES, inmuebleChanges, inmuebleInput } from '../domain/inmueble-fields.js';
import { registerResourceWrites } from '../../../resource/resource-writes.js';
import { createdResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('terra');

const inmuebleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceWrites(app, INMUEBLES, {
    change: {
      body: InmuebleUpdateRequestSchema,
      taken: { codigo: INMUEBLE_MESSAGES.codigoTomado },
      async apply(tx, id, body) {
        const fields = new TextFields();
        const changes = inmuebleChanges(fields, body);
        fields.assertOk();
        return updateInmueble(tx, id, changes);
      },
    },
    // Nothing refers to a property: it goes alone.
    remove: { apply: deleteInmueble },
  });

  app.post('/api/terra/inmuebles/', route({ permission: 'terra.add_inmueble' }, {
    summary: 'Registra un inmueble: codigo (único sin distinguir mayúsculas) y tipo_inmueble requeridos; niveles ≥ 1 (por defecto 1); habitaciones, banos, parqueos ≥ 0 (por defecto 0); latitud y longitud con 6 decimales como máximo; activo por defecto true.',
    body: InmuebleCreateRequestSchema,
    response: createdResponses(InmuebleSchema),
  }), async (request, reply) => {
    const fields = new TextFields();
    const input = inmuebleInput(fields, request.body);
    fields.assertOk();
    const inmueble = await app.db.transaction(async (tx) => {
      const created = await createInmueble(tx, input);
      if (!created) throw fieldErrors({ codigo: [INMUEBLE_MESSAGES.codigoTomado] });
      await writeCreated(tx, currentUser(request), INMUEBLE_HISTORIAL, created.id);
      return created;
    });
    return reply.code(201).send(inmueble);
  });
};

export default inmuebleRoutes;
