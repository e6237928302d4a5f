import { currentUser } from '../../plugins/auth.js';
import { withHistorial, writeCreated } from '../../repositories/historial.js';
import { SUBPROYECTO_HISTORIAL } from '../../repositories/historial-objetos.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Subproyecto } from '@gestion/contract/main';
import { fieldErrors, notFound } from '../../lib/http-errors.js';
import {
  createSubproyecto,
  listSubproyectos,
  setSubproyectoActivo,
  subproyectoNameTaken,
} from '../../repositories/subproyectos.js';
import { SubproyectoCreateRequestSchema, SubproyectoPatchRequestSchema, SubproyectoSchema } from '@gestion/contract/main';
import { IdParamsSchema } from '../../lib/schemas.js';
import { TextFields } from '../../lib/text-fields.js';
import { itemResponses, listResponses, routeOptions } from '../../lib/route-options.js';

const route = routeOptions('main');

export const SUBPROYECTO_NAME_TAKEN = 'Ya existe un subproyecto con este nombre.';

/**
 * The sub-project routes under one prefix. The spec calls GET/POST without /api
 * ('/subproyectos/') and PATCH with it ('/api/subproyectos/{id}/'); both prefixes serve all
 * three, as one DRF router mounted twice would.
 */
export function subproyectoRoutes(prefix: '' | '/api'): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(`${prefix}/subproyectos/`, route({ permission: 'main.view_subproyecto' }, {
      summary: 'Subproyectos ordenados por nombre (lista simple).',
      response: listResponses(SubproyectoSchema),
    }), async (): Promise<Subproyecto[]> => listSubproyectos(app.db));

    app.post(`${prefix}/subproyectos/`, route.create({ permission: 'main.add_subproyecto' }, SubproyectoCreateRequestSchema, SubproyectoSchema,
      'Crea un subproyecto (nombre único sin distinguir mayúsculas).'), async (request, reply) => {
      const fields = new TextFields();
      const nombre = fields.required('nombre', request.body.nombre);
      const descripcion = fields.optional('descripcion', request.body.descripcion);
      if (nombre && !fields.errors.nombre && (await subproyectoNameTaken(app.db, nombre))) fields.add('nombre', SUBPROYECTO_NAME_TAKEN);
      fields.assertOk();
      const created = await app.db.transaction(async (tx) => {
        const row = await createSubproyecto(tx, { nombre, descripcion, activo: request.body.activo ?? true });
        if (!row) throw fieldErrors({ nombre: [SUBPROYECTO_NAME_TAKEN] });
        await writeCreated(tx, currentUser(request), SUBPROYECTO_HISTORIAL, row.id);
        return row;
      });
      return reply.code(201).send(created);
    });

    app.patch(`${prefix}/subproyectos/:id/`, route({ permission: 'main.change_subproyecto' }, {
      summary: 'Activa o desactiva un subproyecto.',
      params: IdParamsSchema,
      body: SubproyectoPatchRequestSchema,
      response: itemResponses(SubproyectoSchema),
    }), async (request): Promise<Subproyecto> => {
      const accion = request.body.activo ? 'activar' : 'desactivar';
      return app.db.transaction((tx) => withHistorial(tx, currentUser(request), accion, SUBPROYECTO_HISTORIAL, request.params.id, async () => {
        const updated = await setSubproyectoActivo(tx, request.params.id, request.body.activo);
        if (!updated) throw notFound();
        return updated;
      }));
    });
  };
}
