import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { GroupSummaries, MembershipChange } from '@gestion/contract/auth';
import { currentUser } from '../../../plugins/auth.js';
import { fieldErrors, notFound } from '../../../lib/http-errors.js';
import { errorResponses } from '../../../lib/schemas.js';
import { toggleUserGroup } from '../../../repositories/accounts.js';
import { allGroupSummaries, findGroup } from '../../../repositories/group-admin.js';
import { groupsOfUser } from '../../../repositories/groups.js';
import { findUserById } from '../../../repositories/users.js';
import { GroupIdBodySchema, GroupSummarySchema, IdSchema, MembershipChangeSchema } from '../auth/admin-schemas.js';
import { assertMayGrantGroups } from '../auth/grant-rules.js';
import { changeableUser, USER_MESSAGES } from '../auth/users.js';
import { NotFoundSchema } from '../main/schemas.js';
import { itemResponses, listResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('auth');

// The second family of the spec's role calls (screen /auth/usuario/{id}/roles).

const UserParamsSchema = Type.Object({ userId: IdSchema });

const userRolesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/user-roles/groups/', route({ permission: 'auth.view_group' }, {
    summary: 'Todos los grupos (id y nombre), por nombre.',
    response: listResponses(GroupSummarySchema),
  }), async (): Promise<GroupSummaries> => allGroupSummaries(app.db));

  app.get('/api/user-roles/:userId/user_groups/', route({ permission: 'auth.view_user' }, {
    summary: 'Los grupos del usuario (id y nombre).',
    params: UserParamsSchema,
    response: { 200: Type.Array(GroupSummarySchema), 404: NotFoundSchema, ...errorResponses },
  }), async (request): Promise<GroupSummaries> => {
    const user = await findUserById(app.db, request.params.userId);
    if (!user) throw notFound(USER_MESSAGES.notFound);
    return groupsOfUser(app.db, user.id);
  });

  for (const [action, member] of [
    ['add_group', true],
    ['remove_group', false],
  ] as const) {
    app.post(`/api/user-roles/:userId/${action}/`, route({ permission: 'auth.change_user' }, {
      summary: member
        ? 'Asigna el grupo `group_id` al usuario (idempotente); sus tokens anteriores dejan de valer. Solo un superusuario concede un grupo al que no pertenece (403).'
        : 'Quita el grupo `group_id` al usuario (idempotente); sus tokens anteriores dejan de valer.',
      params: UserParamsSchema,
      body: GroupIdBodySchema,
      response: itemResponses(MembershipChangeSchema),
    }), async (request): Promise<MembershipChange> => {
      const actor = currentUser(request);
      const user = await changeableUser(app, actor, request.params.userId);
      const group = await findGroup(app.db, request.body.group_id);
      if (!group) throw fieldErrors({ group_id: [USER_MESSAGES.unknownPk(request.body.group_id)] });
      if (member) await assertMayGrantGroups(app.db, actor, [group.id]);
      const ids = await toggleUserGroup(app.db, user.id, group.id, member);
      return { detail: member ? 'Grupo asignado.' : 'Grupo quitado.', ids };
    });
  }
};

export default userRolesRoutes;
