import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MembershipChange, Permission } from '@gestion/contract/auth';
import { fieldErrors, notFound } from '../../../lib/http-errors.js';
import { currentUser } from '../../../plugins/auth.js';
import { assertMayGrantPermissions } from '../auth/grant-rules.js';
import { errorResponses } from '../../../lib/schemas.js';
import { findGroup, findPermission, permissionsOfGroup, toggleGroupPermission } from '../../../repositories/group-admin.js';
import { IdSchema, MembershipChangeSchema, PermisoIdBodySchema, PermissionSchema } from '../auth/admin-schemas.js';
import { GROUP_NOT_FOUND } from '../auth/groups.js';
import { USER_MESSAGES } from '../auth/users.js';
import { NotFoundSchema } from '../main/schemas.js';
import { itemResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('auth');

// The second family of the spec's permission calls (screen /auth/permiso/list).

const GroupParamsSchema = Type.Object({ groupId: IdSchema });

const groupPermissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/group-permissions/:groupId/permissions/', route({ permission: 'auth.view_group' }, {
    summary: 'Los permisos del grupo, por codename.',
    params: GroupParamsSchema,
    response: { 200: Type.Array(PermissionSchema), 404: NotFoundSchema, ...errorResponses },
  }), async (request): Promise<Permission[]> => {
    if (!(await findGroup(app.db, request.params.groupId))) throw notFound(GROUP_NOT_FOUND);
    return permissionsOfGroup(app.db, request.params.groupId);
  });

  for (const [action, assigned] of [
    ['add_permission', true],
    ['remove_permission', false],
  ] as const) {
    app.post(`/api/group-permissions/:groupId/${action}/`, route({ permission: 'auth.change_group' }, {
      summary: assigned
        ? 'Da el permiso `permiso_id` al grupo (idempotente). Solo un superusuario concede un permiso que no tiene (403).'
        : 'Quita el permiso `permiso_id` al grupo (idempotente).',
      params: GroupParamsSchema,
      body: PermisoIdBodySchema,
      response: itemResponses(MembershipChangeSchema),
    }), async (request): Promise<MembershipChange> => {
      if (!(await findGroup(app.db, request.params.groupId))) throw notFound(GROUP_NOT_FOUND);
      const permission = await findPermission(app.db, request.body.permiso_id);
      if (!permission) throw fieldErrors({ permiso_id: [USER_MESSAGES.unknownPk(request.body.permiso_id)] });
      if (assigned) await assertMayGrantPermissions(app.db, currentUser(request), [permission.id]);
      const ids = await toggleGroupPermission(app.db, request.params.groupId, permission.id, assigned);
      return { detail: assigned ? 'Permiso asignado.' : 'Permiso quitado.', ids };
    });
  }
};

export default groupPermissionRoutes;
