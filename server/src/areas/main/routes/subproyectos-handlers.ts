import { currentUser } from '../../../plugins/auth.js';
import { withHistorial, writeCreated } from '../../../repositories/historial.js';
import { SUBPROYECTO_HISTORIAL } from '../historial.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Subproyecto } from '@gestion/contract/main';
import { fieldErrors, MESSAGES, notFound } from '../../../lib/http-errors.js';
import {
  createSubproyecto,
  deleteSubproyecto,
  findSubproyecto,
  listSubproyectos,
  subproyectoNameTaken,
  subproyectoNameTakenByOther,
  updateSubproyecto,
} from '../repositories/subproyectos.js';
import { Type } from '@fastify/type-provider-typebox';
import { EliminacionSchema, type Eliminacion } from '@gestion/contract/record';
import { resourcePermission } from '@gestion/contract/resource';
import { SUBPROYECTO_RESOURCE } from '@gestion/contract/resources/main';
import type { Executor } from '../../../db/client.js';
import { SubproyectoCreateRequestSchema, SubproyectoPatchRequestSchema, SubproyectoSchema } from '@gestion/contract/main';
import { errorResponses, IdParamsSchema, NotFoundSchema } from '../../../lib/schemas.js';
import { TextFields } from '../../../lib/text-fields.js';
import { itemResponses, listResponses, routeOptions } from '../../../lib/route-options.js';

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

    app.get(`${prefix}/subproyectos/:id/`, route({ permission: 'main.view_subproyecto' }, {
      summary: 'Un subproyecto, por su id (el formulario de su corrección parte de él).',
      params: IdParamsSchema,
      response: itemResponses(SubproyectoSchema),
    }), async (request): Promise<Subproyecto> => {
      const found = await findSubproyecto(app.db, request.params.id);
      if (!found) throw notFound();
      return found;
    });

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

    app.patch(`${prefix}/subproyectos/:id/`, route({ permission: resourcePermission(SUBPROYECTO_RESOURCE, 'change') }, {
      summary: 'Activa o desactiva un subproyecto (`activo`), o corrige su nombre y descripción (los campos que se envíen).',
      params: IdParamsSchema,
      body: SubproyectoPatchRequestSchema,
      response: itemResponses(SubproyectoSchema),
    }), async (request): Promise<Subproyecto> => {
      const { id } = request.params;
      const { body } = request;
      const fields = new TextFields();
      const nombre = body.nombre === undefined ? undefined : fields.required('nombre', body.nombre);
      const descripcion = body.descripcion === undefined ? undefined : fields.optional('descripcion', body.descripcion);
      if (nombre && !fields.errors.nombre && (await subproyectoNameTakenByOther(app.db, nombre, id))) fields.add('nombre', SUBPROYECTO_NAME_TAKEN);
      // Nothing sent: the spec's field is the one asked for, as before the corrections existed.
      if (body.nombre === undefined && body.descripcion === undefined && body.activo === undefined) fields.add('activo', MESSAGES.required);
      fields.assertOk();
      // The spec's call sends `activo` alone: its entry says which; a correction is 'modificar'.
      const onlyActivo = nombre === undefined && descripcion === undefined && body.activo !== undefined;
      const accion = onlyActivo ? (body.activo ? 'activar' : 'desactivar') : 'modificar';
      return app.db.transaction((tx) => withHistorial(tx, currentUser(request), accion, SUBPROYECTO_HISTORIAL, id, async () => {
        const updated = await updateSubproyecto(tx, id, { nombre, descripcion, activo: body.activo });
        if (updated === 'taken') throw fieldErrors({ nombre: [SUBPROYECTO_NAME_TAKEN] });
        if (!updated) throw notFound();
        return updated;
      }));
    });

    const remove = { permission: resourcePermission(SUBPROYECTO_RESOURCE, 'delete') } as const;
    const preview = async (db: Executor, id: number): Promise<Eliminacion> => {
      const now = await SUBPROYECTO_HISTORIAL.read(db, id);
      if (!now) throw notFound();
      return { repr: now.repr, impide: null, arrastra: [] };
    };

    app.get(`${prefix}/subproyectos/:id/eliminar/`, route(remove, {
      summary: 'Qué se llevaría eliminar un subproyecto: nada (su sprint de expectativas y sus grupos quedan).',
      params: IdParamsSchema,
      response: itemResponses(EliminacionSchema),
    }), async (request) => preview(app.db, request.params.id));

    app.delete(`${prefix}/subproyectos/:id/`, route(remove, {
      summary: 'Elimina un subproyecto. Su sprint de expectativas y sus grupos quedan: la regla sigue el nombre del sprint.',
      params: IdParamsSchema,
      response: {
        204: Type.Null({ description: 'Eliminado.' }),
        404: NotFoundSchema,
        ...errorResponses,
      },
    }), async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        await preview(tx, id);
        await withHistorial(tx, currentUser(request), 'eliminar', SUBPROYECTO_HISTORIAL, id, async () => {
          if (!(await deleteSubproyecto(tx, id))) throw notFound();
        });
      });
      return reply.code(204).send(null);
    });
  };
}
