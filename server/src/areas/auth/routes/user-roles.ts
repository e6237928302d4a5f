import { USER_HISTORIAL } from '../historial.js';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GroupSummarySchema, UserGroupChangeRequestSchema, UserRolesParamsSchema } from '@gestion/contract/auth';
import type { GroupSummaries } from '@gestion/contract/auth';
import { notFound } from '../../../lib/http-errors.js';
import { errorResponses } from '../../../lib/schemas.js';
import { toggleUserGroup } from '../repositories/accounts.js';
import { allGroupSummaries, findGroup } from '../repositories/group-admin.js';
import { groupsOfUser } from '../../../repositories/groups.js';
import { findUserById } from '../../../repositories/users.js';
import { assertMayGrantGroups } from './grant-rules.js';
import { membershipToggleRoutes } from './membership-toggle.js';
import { changeableUser, USER_MESSAGES } from './users.js';
import { NotFoundSchema } from '../../../lib/schemas.js';
import { listResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('auth');

// The second family of the spec's role calls (screen /auth/usuario/{id}/roles).

const userRolesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/user-roles/groups/', route({ permission: 'auth.view_group' }, {
    summary: 'Todos los grupos (id y nombre), por nombre.',
    response: listResponses(GroupSummarySchema),
  }), async (): Promise<GroupSummaries> => allGroupSummaries(app.db));

  app.get('/api/user-roles/:userId/user_groups/', route({ permission: 'auth.view_user' }, {
    summary: 'Los grupos del usuario (id y nombre).',
    params: UserRolesParamsSchema,
    response: { 200: Type.Array(GroupSummarySchema), 404: NotFoundSchema, ...errorResponses },
  }), async (request): Promise<GroupSummaries> => {
    const user = await findUserById(app.db, request.params.userId);
    if (!user) throw notFound(USER_MESSAGES.notFound);
    return groupsOfUser(app.db, user.id);
  });

  membershipToggleRoutes(app, {
    url: '/api/user-roles/:userId/{action}/',
    permission: 'auth.change_user',
    params: UserRolesParamsSchema,
    body: UserGroupChangeRequestSchema,
    field: 'group_id',
    add: {
      action: 'add_group',
      summary: 'Asigna el grupo `group_id` al usuario (idempotente); sus tokens anteriores dejan de valer. Solo un superusuario concede un grupo al que no pertenece (403).',
      detail: 'Grupo asignado.',
    },
    remove: {
      action: 'remove_group',
      summary: 'Quita el grupo `group_id` al usuario (idempotente); sus tokens anteriores dejan de valer.',
      detail: 'Grupo quitado.',
    },
    owner: async ({ userId }, actor) => (await changeableUser(app, actor, userId)).id,
    find: (id) => findGroup(app.db, id),
    assertMayGrant: (actor, ids) => assertMayGrantGroups(app.db, actor, ids),
    toggle: (tx, userId, groupId, on) => toggleUserGroup(tx, userId, groupId, on),
    historial: USER_HISTORIAL,
  });
};

export default userRolesRoutes;
