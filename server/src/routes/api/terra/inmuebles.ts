import { Type } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../plugins/auth.js';
import { writeCreated } from '../../../repositories/historial.js';
import { INMUEBLE_HISTORIAL } from '../../../repositories/historial-objetos.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TIPOS_INMUEBLE } from '../../../db/schema/index.js';
import { fieldErrors } from '../../../lib/http-errors.js';
import { TextFields } from '../../../lib/text-fields.js';
import { createInmueble } from '../../../repositories/terra-inmuebles.js';
import { coordenadaValida, INMUEBLE_MESSAGES } from '../../../terra/inmueble-fields.js';
import { createdResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('terra');

const TipoInmuebleSchema = Type.Union(TIPOS_INMUEBLE.map((t) => Type.Literal(t)));
const CoordenadaSchema = Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 40 }), Type.Null()]));
const cantidad = (minimum: number) => Type.Optional(Type.Integer({ minimum, maximum: 1000 }));
const texto = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

const InmuebleSchema = Type.Object({
  id: Type.Integer(),
  codigo: Type.String(),
  tipo_inmueble: Type.String(),
  direccion: Type.String(),
  sector: Type.String(),
  ciudad: Type.String(),
  provincia: Type.String(),
  latitud: Type.Union([Type.String(), Type.Null()]),
  longitud: Type.Union([Type.String(), Type.Null()]),
  niveles: Type.Integer(),
  habitaciones: Type.Integer(),
  banos: Type.Integer(),
  parqueos: Type.Integer(),
  activo: Type.Boolean(),
});

const inmuebleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/terra/inmuebles/', route({ permission: 'terra.add_inmueble' }, {
    summary: 'Registra un inmueble: codigo (único sin distinguir mayúsculas) y tipo_inmueble requeridos; niveles ≥ 1 (por defecto 1); habitaciones, banos, parqueos ≥ 0 (por defecto 0); latitud y longitud con 6 decimales como máximo; activo por defecto true.',
    body: Type.Object({
      codigo: Type.String({ maxLength: 50 }),
      tipo_inmueble: TipoInmuebleSchema,
      direccion: texto(300),
      sector: texto(150),
      ciudad: texto(150),
      provincia: texto(150),
      latitud: CoordenadaSchema,
      longitud: CoordenadaSchema,
      niveles: cantidad(1),
      habitaciones: cantidad(0),
      banos: cantidad(0),
      parqueos: cantidad(0),
      activo: Type.Optional(Type.Boolean()),
    }),
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
