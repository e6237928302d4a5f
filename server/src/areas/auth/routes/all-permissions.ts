import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssignablePermissionSchema, AssignablePermissionsQuerySchema } from '@gestion/contract/auth';
import type { AssignablePermission } from '@gestion/contract/auth';
import { fieldErrors } from '../../../lib/http-errors.js';
import { assignablePermissions, findGroup } from '../repositories/group-admin.js';
import { MAX_ID } from '../../../lib/schemas.js';
import { USER_MESSAGES } from './users.js';
import { listResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('auth');

const allPermissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/all-permissions/', route({ permission: 'auth.view_permission' }, {
    summary: 'Todo el catálogo de permisos (por codename), cada uno con `asignado`: si el grupo `group_id` lo tiene (false en todos sin `group_id`).',
    querystring: AssignablePermissionsQuerySchema,
    response: listResponses(AssignablePermissionSchema),
  }), async (request): Promise<AssignablePermission[]> => {
    const raw = request.query.group_id?.trim();
    if (!raw) return assignablePermissions(app.db, null);
    const id = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw fieldErrors({ group_id: ['Introduzca un número entero válido.'] });
    if (!(await findGroup(app.db, id))) throw fieldErrors({ group_id: [USER_MESSAGES.unknownPk(id)] });
    return assignablePermissions(app.db, id);
  });
};

export default allPermissionRoutes;
