import { GROUP_HISTORIAL } from '../historial.js';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GroupPermissionChangeRequestSchema, GroupPermissionsParamsSchema, PermissionSchema } from '@gestion/contract/auth';
import type { Permission } from '@gestion/contract/auth';
import { notFound } from '../../../lib/http-errors.js';
import { assertMayGrantPermissions } from './grant-rules.js';
import { errorResponses } from '../../../lib/schemas.js';
import { findGroup, findPermission, permissionsOfGroup, toggleGroupPermission } from '../repositories/group-admin.js';
import { membershipToggleRoutes } from './membership-toggle.js';
import { GROUP_NOT_FOUND } from './groups.js';
import { NotFoundSchema } from '../../../lib/schemas.js';
import { routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('auth');

// The second family of the spec's permission calls (screen /auth/permiso/list).

const groupPermissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/group-permissions/:groupId/permissions/', route({ permission: 'auth.view_group' }, {
    summary: 'Los permisos del grupo, por codename.',
    params: GroupPermissionsParamsSchema,
    response: { 200: Type.Array(PermissionSchema), 404: NotFoundSchema, ...errorResponses },
  }), async (request): Promise<Permission[]> => {
    if (!(await findGroup(app.db, request.params.groupId))) throw notFound(GROUP_NOT_FOUND);
    return permissionsOfGroup(app.db, request.params.groupId);
  });

  membershipToggleRoutes(app, {
    url: '/api/group-permissions/:groupId/{action}/',
    permission: 'auth.change_group',
    params: GroupPermissionsParamsSchema,
    body: GroupPermissionChangeRequestSchema,
    field: 'permiso_id',
    add: {
      action: 'add_permission',
      summary: 'Da el permiso `permiso_id` al grupo (idempotente). Solo un superusuario concede un permiso que no tiene (403).',
      detail: 'Permiso asignado.',
    },
    remove: { action: 'remove_permission', summary: 'Quita el permiso `permiso_id` al grupo (idempotente).', detail: 'Permiso quitado.' },
    owner: async ({ groupId }) => {
      if (!(await findGroup(app.db, groupId))) throw notFound(GROUP_NOT_FOUND);
      return groupId;
    },
    find: (id) => findPermission(app.db, id),
    assertMayGrant: (actor, ids) => assertMayGrantPermissions(app.db, actor, ids),
    toggle: (tx, groupId, permissionId, on) => toggleGroupPermission(tx, groupId, permissionId, on),
    historial: GROUP_HISTORIAL,
  });
};

export default groupPermissionRoutes;
