import { currentUser } from '../../../plugins/auth.js';
import { writeCreated } from '../../../repositories/historial.js';
import { TAREA_HISTORIAL } from '../historial.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Tarea } from '@gestion/contract/main';
import { createTarea, deleteTarea, listTareas, TAREAS, updateTareaDescripcion } from '../repositories/sprints.js';
import { registerResourceWrites } from '../../../resource/resource-writes.js';
import { sprintAccess, tareaAccess, SPRINT_FORBIDDEN } from '../../../repositories/sprint-access.js';
import { forbidden, notFound } from '../../../lib/http-errors.js';
import { TareaCreateRequestSchema, TareaListQuerySchema, TareaSchema, TareaUpdateRequestSchema } from '@gestion/contract/main';
import { tareaEstadoRoute } from './tarea-estado.js';
import { TextFields } from '../../../lib/text-fields.js';
import { IdParamsSchema } from '../../../lib/schemas.js';
import { itemResponses, listResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('main');

const tareaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // PATCH /api/main/tareas/{id}/ corrects its description (main.change_tareasprint, as its
  // estado); DELETE removes it (main.delete_tareasprint). A task of another sub-project's
  // expectativas sprint is refused as its estado is.
  registerResourceWrites(app, TAREAS, {
    async guard(db, actor, id) {
      if ((await tareaAccess(db, actor, id)) === 'forbidden') throw forbidden(SPRINT_FORBIDDEN);
    },
    change: {
      body: TareaUpdateRequestSchema,
      async apply(tx, id, body) {
        const fields = new TextFields();
        const descripcion = body.descripcion === undefined ? undefined : fields.required('descripcion', body.descripcion);
        fields.assertOk();
        return updateTareaDescripcion(tx, id, descripcion);
      },
    },
    remove: { apply: deleteTarea },
  });

  app.get('/api/main/tareas/', route({ permission: 'main.view_tareasprint' }, {
    summary: 'Tareas (lista simple, sin paginación); `sprint` filtra por el id del sprint.',
    querystring: TareaListQuerySchema,
    response: listResponses(TareaSchema),
  }), async (request): Promise<Tarea[]> => {
    const { sprint } = request.query;
    const reader = currentUser(request);
    // Asked by id, another sub-project's sprint is refused, not answered as empty.
    if (sprint !== undefined && (await sprintAccess(app.db, reader, sprint)) === 'forbidden') throw forbidden(SPRINT_FORBIDDEN);
    return listTareas(app.db, reader, { sprint });
  });

  app.get('/api/main/tareas/:id/', route({ permission: 'main.view_tareasprint' }, {
    summary: 'Una tarea, por su id (el formulario de su corrección parte de ella); la de otro subproyecto se rechaza (403).',
    params: IdParamsSchema,
    response: itemResponses(TareaSchema),
  }), async (request): Promise<Tarea> => {
    const { id } = request.params;
    if ((await tareaAccess(app.db, currentUser(request), id)) === 'forbidden') throw forbidden(SPRINT_FORBIDDEN);
    const found = await TAREAS.find(app.db, id);
    if (!found) throw notFound();
    return found;
  });

  app.post('/api/main/tareas/', route.create({ permission: 'main.add_tareasprint' }, TareaCreateRequestSchema, TareaSchema,
    'Crea una tarea (estado pendiente) en un sprint.'), async (request, reply) => {
    const fields = new TextFields();
    const descripcion = fields.required('descripcion', request.body.descripcion);
    const { sprint_id } = request.body;
    const access = await sprintAccess(app.db, currentUser(request), sprint_id);
    if (access === 'forbidden') throw forbidden(SPRINT_FORBIDDEN);
    if (access === 'missing') {
      fields.add('sprint_id', `Clave primaria "${sprint_id}" inválida - objeto no existe.`);
    }
    fields.assertOk();
    const tarea = await app.db.transaction(async (tx) => {
      const created = await createTarea(tx, { descripcion, sprint_id });
      await writeCreated(tx, currentUser(request), TAREA_HISTORIAL, created.id);
      return created;
    });
    return reply.code(201).send(tarea);
  });

  await app.register(tareaEstadoRoute('/api/main/tareas/:id/estado/'));
};

export default tareaRoutes;
