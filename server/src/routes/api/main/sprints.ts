import { currentUser } from '../../../plugins/auth.js';
import { writeCreated } from '../../../repositories/historial.js';
import { SPRINT_HISTORIAL } from '../../../repositories/historial-objetos.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from '../../../plugins/auth.js';
import type { Sprint, SprintConTareas } from '@gestion/contract/main';
import {
  SprintConTareasQuerySchema,
  SprintConTareasSchema,
  SprintCreateRequestSchema,
  SprintListQuerySchema,
  SprintSchema,
} from '@gestion/contract/main';
import { fieldErrors, forbidden, notFound } from '../../../lib/http-errors.js';
import { mayUseSprintName, sprintAccess, SPRINT_FORBIDDEN } from '../../../repositories/sprint-access.js';
import {
  createSprintConTareas,
  findSprintConTareas,
  listSprints,
  listSprintsConTareas,
  sprintNameTaken,
} from '../../../repositories/sprints.js';
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

const sprintRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
