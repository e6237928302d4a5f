import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AllPermissions } from '@gestion/contract/auth';
import { errorResponses } from '../../../lib/schemas.js';
import { allPermissions } from '../../../repositories/group-admin.js';
import { PermissionSchema } from './admin-schemas.js';

const permissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/auth/permissions/all/pagination/none/',
    {
      config: { access: { permission: 'auth.view_permission' } },
      schema: {
        tags: ['auth'],
        summary: 'Todo el catálogo de permisos (lista simple, por codename).',
        response: { 200: Type.Array(PermissionSchema), ...errorResponses },
      },
    },
    async (): Promise<AllPermissions> => allPermissions(app.db),
  );
};

export default permissionRoutes;
