import { currentUser } from '../../../plugins/auth.js';
import { writeCreated } from '../../../repositories/historial.js';
import { SPRINT_HISTORIAL } from '../historial.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from '../../../plugins/auth.js';
import type { Executor } from '../../../db/client.js';
import type { Sprint, SprintConTareas } from '@gestion/contract/main';
import {
  SprintConTareasQuerySchema,
  SprintConTareasSchema,
  SprintCreateRequestSchema,
  SprintListQuerySchema,
  SprintSchema,
  SprintUpdateRequestSchema,
} from '@gestion/contract/main';
import { fieldErrors, forbidden, notFound } from '../../../lib/http-errors.js';
import { mayUseSprintName, sprintAccess, SPRINT_FORBIDDEN, type SprintReader } from '../../../repositories/sprint-access.js';
import {
  createSprintConTareas,
  deleteSprint,
  findSprintConTareas,
  listSprints,
  listSprintsConTareas,
  sprintArrastra,
  sprintNameTaken,
  sprintNameTakenByOther,
  SPRINTS,
  updateSprint,
} from '../repositories/sprints.js';
import { registerResourceWrites } from '../../../resource/resource-writes.js';
import { IdParamsSchema } from '../../../lib/schemas.js';
import { TextFields } from '../../../lib/text-fields.js';
import { itemResponses, listResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('main');

export const SPRINT_NAME_TAKEN = 'Ya existe un sprint con este nombre.';

// The task screens (gated by main.view_tareasprint: 'Tareas Terra', the dashboard) read their
// sprint '{sub} - expectativas' and its tasks; reading a sprint is part of reading its tasks.
// Another sub-project's expectativas sprint is left out of the lists and refused by id
// (repositories/sprint-access.ts).
const SPRINT_READ = { anyPermission: ['main.view_sprint', 'main.view_tareasprint'] } as const satisfies Access;

/** Refuses another sub-project's expectativas sprint by id, as its read does (403, the task screen's text). */
export async function guardSprint(db: Executor, actor: SprintReader, id: number): Promise<void> {
  if ((await sprintAccess(db, actor, id)) === 'forbidden') throw forbidden(SPRINT_FORBIDDEN);
}

const sprintRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // PATCH /api/main/sprints/{id}/ (main.change_sprint): nombre and descripcion, checked as the
  // create checks them; DELETE (main.delete_sprint) takes its tasks with it.
  registerResourceWrites(app, SPRINTS, {
    guard: guardSprint,
    change: {
      body: SprintUpdateRequestSchema,
      async apply(tx, id, body, actor) {
        const fields = new TextFields();
        const nombre = body.nombre === undefined ? undefined : fields.required('nombre', body.nombre);
        const descripcion = body.descripcion === undefined ? undefined : fields.optional('descripcion', body.descripcion);
        fields.assertOk();
        if (nombre) {
          // As the create: a name whose sprint this caller could not see is refused before the
          // name check, which would tell that it exists.
          if (!(await mayUseSprintName(tx, actor, nombre))) throw forbidden(SPRINT_FORBIDDEN);
          if (await sprintNameTakenByOther(tx, nombre, id)) throw fieldErrors({ nombre: [SPRINT_NAME_TAKEN] });
        }
        return updateSprint(tx, id, { nombre, descripcion });
      },
    },
    remove: { arrastra: sprintArrastra, apply: deleteSprint },
  });

  app.get('/api/main/sprints/', route(SPRINT_READ, {
    summary: 'Sprints (lista simple); `nombre` filtra por nombre exacto sin distinguir mayúsculas.',
    querystring: SprintListQuerySchema,
    response: listResponses(SprintSchema),
  // An empty `nombre` filters nothing, as a DRF filter ignores an empty value.
  }), async (request): Promise<Sprint[]> =>
    listSprints(app.db, currentUser(request), { nombre: request.query.nombre?.trim() || undefined }));

  app.get('/api/main/sprints/with/tareas/pagination/none/', route(SPRINT_READ, {
    summary: 'Todos los sprints con sus tareas (sin paginación); `sprint_nombre` filtra por nombre exacto.',
    querystring: SprintConTareasQuerySchema,
    response: listResponses(SprintConTareasSchema),
  }), async (request): Promise<SprintConTareas[]> => {
    return listSprintsConTareas(app.db, currentUser(request), { nombre: request.query.sprint_nombre?.trim() || undefined });
  });

  app.get('/api/main/sprints/:id/', route(SPRINT_READ, {
    summary: 'Un sprint con sus tareas.',
    params: IdParamsSchema,
    response: itemResponses(SprintConTareasSchema),
  }), async (request): Promise<SprintConTareas> => {
    const access = await sprintAccess(app.db, currentUser(request), request.params.id);
    if (access === 'forbidden') throw forbidden(SPRINT_FORBIDDEN);
    const sprint = access === 'visible' ? await findSprintConTareas(app.db, request.params.id) : null;
    if (!sprint) throw notFound();
    return sprint;
  });

  app.post('/api/main/sprints/', route.create({ permission: 'main.add_sprint' }, SprintCreateRequestSchema, SprintConTareasSchema,
    'Crea un sprint con sus tareas (una sola transacción).'), async (request, reply) => {
    const fields = new TextFields();
    const nombre = fields.required('nombre', request.body.nombre);
    const descripcion = fields.optional('descripcion', request.body.descripcion);
    const tareas = (request.body.tareas ?? []).map((t, i) => fields.required(`tareas.${i}`, t));
    // Before the name check: whether another sub-project's sprint exists is not for this caller.
    if (nombre && !(await mayUseSprintName(app.db, currentUser(request), nombre))) throw forbidden(SPRINT_FORBIDDEN);
    if (nombre && !fields.errors.nombre && (await sprintNameTaken(app.db, nombre))) fields.add('nombre', SPRINT_NAME_TAKEN);
    fields.assertOk();
    const sprint = await app.db.transaction(async (tx) => {
      const result = await createSprintConTareas(tx, { nombre, descripcion, tareas });
      if (!result.ok) throw fieldErrors({ nombre: [SPRINT_NAME_TAKEN] });
      await writeCreated(tx, currentUser(request), SPRINT_HISTORIAL, result.sprint.id);
      return result.sprint;
    });
    return reply.code(201).send(sprint);
  });
};

export default sprintRoutes;
