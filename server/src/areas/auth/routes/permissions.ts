import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PermissionSchema } from '@gestion/contract/auth';
import type { AllPermissions } from '@gestion/contract/auth';
import { allPermissions } from '../repositories/group-admin.js';
import { listResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('auth');

const permissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/auth/permissions/all/pagination/none/', route({ permission: 'auth.view_permission' }, {
    summary: 'Todo el catálogo de permisos (lista simple, por codename).',
    response: listResponses(PermissionSchema),
  }), async (): Promise<AllPermissions> => allPermissions(app.db));
};

export default permissionRoutes;
