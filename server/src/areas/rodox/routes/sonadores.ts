import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SonadorCreateRequestSchema, SonadorSchema, SonadorUpdateRequestSchema } from '@gestion/contract/rodox';
import type { SonadorCreateRequest } from '@gestion/contract/rodox';
import { fieldErrors } from '../../../lib/http-errors.js';
import { routeOptions } from '../../../lib/route-options.js';
import { TextFields } from '../../../lib/text-fields.js';
import { currentUser } from '../../../plugins/auth.js';
import { writeCreated } from '../../../repositories/historial.js';
import {
  CATALOGO_SONADORES,
  createSonador,
  deleteSonador,
  SIGLA_SONADOR,
  SONADOR_HISTORIAL,
  SONADOR_MESSAGES,
  sonadorImpide,
  updateSonador,
} from '../repositories/sonadores.js';
import { registerResourceWrites } from '../../../resource/resource-writes.js';

const route = routeOptions('rodox');

/** The fields sent, trimmed and checked (all of them for a create); throws the 400 of every error. */
function leerCampos(body: Partial<SonadorCreateRequest>): Partial<SonadorCreateRequest> {
  const fields = new TextFields();
  const campos: Partial<SonadorCreateRequest> = {};
  if (body.sigla !== undefined) {
    campos.sigla = fields.required('sigla', body.sigla);
    if (campos.sigla && !SIGLA_SONADOR.test(campos.sigla)) fields.add('sigla', SONADOR_MESSAGES.sigla);
  }
  if (body.nombre !== undefined) campos.nombre = fields.required('nombre', body.nombre);
  if (body.regla !== undefined) campos.regla = body.regla;
  fields.assertOk();
  return campos;
}

const sonadorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceWrites(app, CATALOGO_SONADORES, {
    change: {
      body: SonadorUpdateRequestSchema,
      taken: { sigla: SONADOR_MESSAGES.siglaTomada },
      apply: (tx, id, body) => updateSonador(tx, id, leerCampos(body)),
    },
    remove: { impide: sonadorImpide, apply: deleteSonador },
  });

  app.post('/api/rodox/sonadores/', route.create({ permission: 'rodox.add_sonador' }, SonadorCreateRequestSchema, SonadorSchema,
    'Crea un soñador: sigla (1 a 4 mayúsculas o dígitos, única), nombre y regla (primeros, paridad, residuos, mitades). Las jornadas que se proyecten después hacen también sus selecciones.'), async (request, reply) => {
    const campos = leerCampos(request.body) as SonadorCreateRequest;
    const sonador = await app.db.transaction(async (tx) => {
      const created = await createSonador(tx, campos);
      if (!created) throw fieldErrors({ sigla: [SONADOR_MESSAGES.siglaTomada] });
      await writeCreated(tx, currentUser(request), SONADOR_HISTORIAL, created.id);
      return created;
    });
    return reply.code(201).send(sonador);
  });
};

export default sonadorRoutes;
