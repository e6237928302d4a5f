import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GroupNameRequestSchema,
  GroupSchema,
  GroupSecondFactorRequestSchema,
  GroupSecondFactorSchema,
  SecondFactorGroupsSchema,
  SetGroupPermissionsRequestSchema,
} from '@gestion/contract/auth';
import type { GroupSecondFactor, SecondFactorGroups } from '@gestion/contract/auth';
import { fieldErrors, notFound } from '../../../lib/http-errors.js';
import { errorResponses, IdParamsSchema } from '../../../lib/schemas.js';
import {
  createGroup,
  deleteGroup,
  findGroup,
  groupWithPermissions,
  permissionsOfGroup,
  renameGroup,
  replaceGroupPermissions,
  unknownPermissionIds,
} from '../repositories/group-admin.js';
import { NotFoundSchema } from '../../../lib/schemas.js';
import { TextFields } from '../../../lib/text-fields.js';
import { currentUser } from '../../../plugins/auth.js';
import { assertMayGrantPermissions, assertMayRenameGroup } from './grant-rules.js';
import { USER_MESSAGES } from './users.js';
import { itemResponses, routeOptions } from '../../../lib/route-options.js';
import { withHistorial, writeCreated } from '../../../repositories/historial.js';
import { GROUP_HISTORIAL } from '../historial.js';
import { groupsRequiringSecondFactor, setGroupRequiresSecondFactor } from '../repositories/second-factor.js';

const route = routeOptions('auth');

export const GROUP_NOT_FOUND = 'Grupo no encontrado.';

function cleanName(value: string): string {
  const f = new TextFields();
  const name = f.required('name', value);
  f.assertOk();
  return name;
}

const groupRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.post('/api/auth/groups/', route.create({ permission: 'auth.add_group' }, GroupNameRequestSchema, GroupSchema,
    'Crea un grupo (nombre único sin distinguir mayúsculas).'), async (request, reply) => {
    const name = cleanName(request.body.name);
    const group = await app.db.transaction(async (tx) => {
      const result = await createGroup(tx, name);
      if (!result.ok) throw fieldErrors({ name: [result.message] });
      await writeCreated(tx, currentUser(request), GROUP_HISTORIAL, result.group.id);
      return result.group;
    });
    return reply.code(201).send(group);
  });

  app.patch('/api/auth/groups/:id/', route({ permission: 'auth.change_group' }, {
    summary: 'Renombra un grupo. Un nombre que empieza por «{subproyecto}_» da el sprint de expectativas de ese subproyecto: solo quien lo tiene (o un superusuario) puede darlo (403).',
    params: IdParamsSchema,
    body: GroupNameRequestSchema,
    response: itemResponses(GroupSchema),
  }), async (request) => {
    const name = cleanName(request.body.name);
    const group = await findGroup(app.db, request.params.id);
    if (!group) throw notFound(GROUP_NOT_FOUND);
    await assertMayRenameGroup(app.db, currentUser(request), group.name, name);
    return app.db.transaction((tx) => withHistorial(tx, currentUser(request), 'modificar', GROUP_HISTORIAL, request.params.id, async () => {
      const result = await renameGroup(tx, request.params.id, name);
      if (!result) throw notFound(GROUP_NOT_FOUND);
      if (!result.ok) throw fieldErrors({ name: [result.message] });
      return result.group;
    }));
  });

  app.get('/api/auth/groups/segundo-factor/', route({ permission: 'auth.view_group' }, {
    summary: 'Los ids de los grupos cuyos miembros deben usar verificación en dos pasos (como los superusuarios).',
    response: { 200: SecondFactorGroupsSchema, ...errorResponses },
  }), async (): Promise<SecondFactorGroups> => ({ ids: await groupsRequiringSecondFactor(app.db) }));

  app.patch('/api/auth/groups/:id/segundo-factor/', route({ permission: 'auth.change_group' }, {
    summary: 'Marca (o desmarca) un grupo como uno cuyos miembros deben usar verificación en dos pasos: al iniciar sesión sin ella se les envía a activarla.',
    params: IdParamsSchema,
    body: GroupSecondFactorRequestSchema,
    response: { 200: GroupSecondFactorSchema, 404: NotFoundSchema, ...errorResponses },
  }), async (request): Promise<GroupSecondFactor> => {
    const { requiere_segundo_factor } = request.body;
    await app.db.transaction((tx) => withHistorial(tx, currentUser(request), 'modificar', GROUP_HISTORIAL, request.params.id, async () => {
      if (!(await setGroupRequiresSecondFactor(tx, request.params.id, requiere_segundo_factor))) throw notFound(GROUP_NOT_FOUND);
    }, { requiere_segundo_factor }));
    return { id: request.params.id, requiere_segundo_factor };
  });

  app.delete('/api/auth/groups/:id/', route({ permission: 'auth.delete_group' }, {
    summary: 'Elimina un grupo; sus miembros pierden sus permisos y sus tokens anteriores dejan de valer.',
    params: IdParamsSchema,
    response: { 204: Type.Null({ description: 'Eliminado.' }), 404: NotFoundSchema, ...errorResponses },
  }), async (request, reply) => {
    await app.db.transaction((tx) => withHistorial(tx, currentUser(request), 'eliminar', GROUP_HISTORIAL, request.params.id, async () => {
      if (!(await deleteGroup(tx, request.params.id))) throw notFound(GROUP_NOT_FOUND);
    }));
    return reply.code(204).send(null);
  });

  app.patch('/api/auth/groups/:id/permissions/', route({ permission: 'auth.change_group' }, {
    summary: 'Reemplaza los permisos del grupo por `permissions_ids`. Solo un superusuario concede permisos que no tiene (403).',
    params: IdParamsSchema,
    body: SetGroupPermissionsRequestSchema,
    response: itemResponses(GroupSchema),
  }), async (request) => {
    if (!(await findGroup(app.db, request.params.id))) throw notFound(GROUP_NOT_FOUND);
    const unknown = await unknownPermissionIds(app.db, request.body.permissions_ids);
    if (unknown.length) throw fieldErrors({ permissions_ids: unknown.map(USER_MESSAGES.unknownPk) });
    const current = new Set((await permissionsOfGroup(app.db, request.params.id)).map((p) => p.id));
    await assertMayGrantPermissions(app.db, currentUser(request), request.body.permissions_ids.filter((id) => !current.has(id)));
    await app.db.transaction((tx) => withHistorial(tx, currentUser(request), 'modificar', GROUP_HISTORIAL, request.params.id,
      () => replaceGroupPermissions(tx, request.params.id, request.body.permissions_ids)));
    return (await groupWithPermissions(app.db, request.params.id))!;
  });
};

export default groupRoutes;
