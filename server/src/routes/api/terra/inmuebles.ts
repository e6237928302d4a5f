import { currentUser } from '../../../plugins/auth.js';
import { writeCreated } from '../../../repositories/historial.js';
import { INMUEBLE_HISTORIAL } from '../../../repositories/historial-objetos.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InmuebleCreateRequestSchema, InmuebleSchema } from '@gestion/contract/terra';
import { fieldErrors } from '../../../lib/http-errors.js';
import { TextFields } from '../../../lib/text-fields.js';
import { createInmueble, INMUEBLES } from '../../../repositories/terra-inmuebles.js';
import { registerResourceReads } from '../../../resource/resource-routes.js';
import { coordenadaValida, INMUEBLE_MESSAGES } from '../../../terra/inmueble-fields.js';
import { createdResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('terra');

const inmuebleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceReads(app, INMUEBLES);

  app.post('/api/terra/inmuebles/', route({ permission: 'terra.add_inmueble' }, {
    summary: 'Registra un inmueble: codigo (único sin distinguir mayúsculas) y tipo_inmueble requeridos; niveles ≥ 1 (por defecto 1); habitaciones, banos, parqueos ≥ 0 (por defecto 0); latitud y longitud con 6 decimales como máximo; activo por defecto true.',
    body: InmuebleCreateRequestSchema,
    response: createdResponses(InmuebleSchema),
  }), async (request, reply) => {
    const { body } = request;
    const fields = new TextFields();
    const input = {
      codigo: fields.required('codigo', body.codigo),
      tipo_inmueble: body.tipo_inmueble,
      direccion: fields.optional('direccion', body.direccion),
      sector: fields.optional('sector', body.sector),
      ciudad: fields.optional('ciudad', body.ciudad),
      provincia: fields.optional('provincia', body.provincia),
      latitud: coordenadaValida(fields, 'latitud', body.latitud, 90),
      longitud: coordenadaValida(fields, 'longitud', body.longitud, 180),
      niveles: body.niveles ?? 1,
      habitaciones: body.habitaciones ?? 0,
      banos: body.banos ?? 0,
      parqueos: body.parqueos ?? 0,
      activo: body.activo ?? true,
    };
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
