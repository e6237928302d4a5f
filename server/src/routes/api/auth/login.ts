import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CustomLoginResponse, TokenResponse } from '@gestion/contract/session';
import { checkCredentials, LOGIN_MESSAGES } from '../../../auth/login.js';
import { ErrorDetailSchema, errorResponses } from '../../../lib/schemas.js';
import { touchLastLogin } from '../../../repositories/users.js';
import { CustomLoginResponseSchema, LoginBodySchema, TokenResponseSchema } from './schemas.js';
import { routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('auth');

const credentialErrors = {
  400: errorResponses[400],
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
  429: ErrorDetailSchema,
};

const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/auth/custom-login/', route('public', {
    summary: 'Inicia sesión: comprueba las credenciales y si debe cambiar la contraseña.',
    body: LoginBodySchema,
    response: { 200: CustomLoginResponseSchema, ...credentialErrors },
  }), async (request): Promise<CustomLoginResponse> => {
    const user = await checkCredentials(request, request.body.username, request.body.password);
    await touchLastLogin(app.db, user.id);
    return {
      detail: LOGIN_MESSAGES.success,
      contrasena_cambiar: user.must_change_password,
      must_change_password: user.must_change_password,
    };
  });

  app.post('/api/auth/jwt/create/', route('public', {
    summary: 'Crea un token de acceso (JWT, HS256) y abre su sesión en el servidor (la cierran `logout/` y la inactividad).',
    body: LoginBodySchema,
    response: { 200: TokenResponseSchema, ...credentialErrors },
  }), async (request): Promise<TokenResponse> => {
    const user = await checkCredentials(request, request.body.username, request.body.password);
    return { access: await app.sessions.open(user) };
  });
};

export default loginRoutes;
