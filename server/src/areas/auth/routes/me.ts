import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GroupRefSchema, MeSchema } from '@gestion/contract/session';
import type { Me, MyGroups, MyPermissions } from '@gestion/contract/session';
import { currentUser, duringPasswordChange, duringSecondFactorEnrolment } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/schemas.js';
import { notFound } from '../../../lib/http-errors.js';
import { groupsOfUser } from '../../../repositories/groups.js';
import { allPermissionKeys } from '../../../repositories/permissions.js';
import { findUserById } from '../../../repositories/users.js';
import { routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('auth');

const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/auth/users/me/', duringSecondFactorEnrolment(duringPasswordChange(route('authenticated', {
    summary: 'El usuario autenticado.',
    response: { 200: MeSchema, 401: errorResponses[401] },
  }))), async (request): Promise<Me> => {
    const caller = currentUser(request);
    const { id } = caller;
    const [user, groups] = await Promise.all([findUserById(app.db, id), groupsOfUser(app.db, id)]);
    if (!user) throw notFound();
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      is_active: user.is_active,
      is_superuser: user.is_superuser,
      must_change_password: user.must_change_password,
      segundo_factor_pendiente: caller.second_factor_pending,
      groups: groups.map((g) => g.name),
      date_joined: user.date_joined.toISOString(),
      last_login: user.last_login?.toISOString() ?? null,
    };
  });

  app.get('/api/auth/permissions/me/', duringSecondFactorEnrolment(duringPasswordChange(route('authenticated', {
    summary: 'Claves de permiso del usuario (grupos y directos; todas para un superusuario).',
    response: { 200: Type.Array(Type.String()), 401: errorResponses[401] },
  }))), async (request): Promise<MyPermissions> => {
    const user = currentUser(request);
    return user.is_superuser ? allPermissionKeys(app.db) : [...user.permissions];
  });

  app.get('/api/auth/groups/me/', duringSecondFactorEnrolment(duringPasswordChange(route('authenticated', {
    summary: 'Grupos (roles) del usuario.',
    response: { 200: Type.Array(GroupRefSchema), 401: errorResponses[401] },
  }))), async (request): Promise<MyGroups> => groupsOfUser(app.db, currentUser(request).id));
};

export default meRoutes;
