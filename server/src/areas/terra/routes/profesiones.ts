import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProfesionCreateRequestSchema, ProfesionSchema, ProfesionUpdateRequestSchema } from '@gestion/contract/usuario';
import { routeOptions } from '../../../lib/route-options.js';
import { errorResponses } from '../../../lib/schemas.js';
import { TextFields } from '../../../lib/text-fields.js';
import { currentUser } from '../../../plugins/auth.js';
import { writeCreated } from '../../../repositories/historial.js';
import { deleteProfesion, findOrCreateProfesion, PROFESION_MESSAGES, profesionImpide, PROFESIONES, renameProfesion } from '../repositories/perfiles.js';
import { registerResourceWrites, textChanges } from '../../../resource/resource-writes.js';

const route = routeOptions('terra');

/**
 * The professions catalogue for an administrator: its pages (terra.view_profesion), a profession
 * added (terra.add_profesion: 201, or 200 with the one of that name, so a retry never
 * duplicates), renamed, or removed while no profile has it. The profile screen's list stays
 * GET /api/profesiones/.
 */
const profesionAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceWrites(app, PROFESIONES, {
    change: {
      body: ProfesionUpdateRequestSchema,
      taken: { nombre: PROFESION_MESSAGES.nombreTomado },
      async apply(tx, id, body) {
        const { nombre } = textChanges(PROFESIONES.declaration, body);
        return nombre === undefined ? (await PROFESIONES.find(tx, id)) !== undefined : renameProfesion(tx, id, nombre);
      },
    },
    remove: { impide: profesionImpide, apply: deleteProfesion },
  });

  app.post(PROFESIONES.declaration.url, route({ permission: PROFESIONES.permission('add') }, {
    summary: 'Crea una profesión (201); si ya existe una con el mismo nombre (sin distinguir mayúsculas) responde 200 con la existente.',
    body: ProfesionCreateRequestSchema,
    response: { 200: ProfesionSchema, 201: ProfesionSchema, ...errorResponses },
  }), async (request, reply) => {
    const fields = new TextFields();
    const nombre = fields.required('nombre', request.body.nombre);
    fields.assertOk();
    const { item, created } = await app.db.transaction(async (tx) => {
      const written = await findOrCreateProfesion(tx, nombre);
      if (written.created) await writeCreated(tx, currentUser(request), PROFESIONES.historial!, written.item.id);
      return written;
    });
    return reply.code(created ? 201 : 200).send(item);
  });
};

export default profesionAdminRoutes;
