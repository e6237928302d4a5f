import { currentUser } from '../../../plugins/auth.js';
import { withHistorial, writeCreated } from '../../../repositories/historial.js';
import { JORNADA_HISTORIAL } from '../historial.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Jornada } from '@gestion/contract/rodox';
import { fieldErrors, notFound } from '../../../lib/http-errors.js';
import { IdParamsSchema } from '../../../lib/schemas.js';
import {
  createJornada,
  deleteJornada,
  deleteProyeccion,
  hoy,
  jornadaArrastra,
  JORNADAS,
  proyeccionArrastra,
  PROYECCIONES,
  proyectarJornadaGuardada,
} from '../repositories/jornadas.js';
import { JornadaCreateRequestSchema, JornadaSchema } from '@gestion/contract/rodox';
import { itemResponses, routeOptions } from '../../../lib/route-options.js';
import { registerResourceWrites } from '../../../resource/resource-writes.js';

const route = routeOptions('rodox');

const jornadaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceWrites(app, JORNADAS, { remove: { arrastra: jornadaArrastra, apply: deleteJornada } });

  app.post('/api/rodox/jornadas/', route.create({ permission: 'rodox.add_jornada' }, JornadaCreateRequestSchema, JornadaSchema,
    'Crea una jornada con fecha de hoy (UTC) para el kardinal `kandidatura` del contexto: uno pasado o el siguiente al último sorteo.'), async (request, reply) => {
    const jornada = await app.db.transaction(async (tx) => {
      const result = await createJornada(tx, { ...request.body, fecha: hoy() });
      if (!result.ok) throw fieldErrors({ [result.field]: [result.message] });
      await writeCreated(tx, currentUser(request), JORNADA_HISTORIAL, result.jornada.id);
      return result.jornada;
    });
    return reply.code(201).send(jornada);
  });

  app.post('/api/rodox/jornadas/:id/proyectar/', route({ permission: 'rodox.change_jornada' }, {
    summary: 'Proyecta cada configuración del contexto (y las globales) sobre los sorteos anteriores a kandidatura y reemplaza, en una transacción, las proyecciones y selecciones de la jornada. Sin cuerpo; responde la jornada.',
    params: IdParamsSchema,
    response: itemResponses(JornadaSchema),
  }), async (request): Promise<Jornada> => {
    return app.db.transaction((tx) => withHistorial(tx, currentUser(request), 'proyectar', JORNADA_HISTORIAL, request.params.id, async () => {
      const jornada = await proyectarJornadaGuardada(tx, request.params.id);
      if (!jornada) throw notFound();
      return jornada;
    }));
  });

  registerResourceWrites(app, PROYECCIONES, { remove: { arrastra: proyeccionArrastra, apply: deleteProyeccion } });
};

export default jornadaRoutes;
