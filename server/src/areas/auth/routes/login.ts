import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CustomLoginResponseSchema, LoginRequestSchema, TokenResponseSchema } from '@gestion/contract/session';
import type { CustomLoginResponse, TokenResponse } from '@gestion/contract/session';
import { checkCredentials, LOGIN_MESSAGES } from '../../../auth/login.js';
import { ErrorDetailSchema, errorResponses } from '../../../lib/schemas.js';
import { touchLastLogin } from '../../../repositories/users.js';
import { secondFactorServices } from '../../../auth/second-factor.js';
import { ApiError } from '../../../lib/http-errors.js';
import { secondFactorRequired } from '../repositories/second-factor.js';
import { routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('auth');

const credentialErrors = {
  400: errorResponses[400],
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
  429: ErrorDetailSchema,
};

export const SECOND_FACTOR_LOGIN = {
  codeNeeded: 'Ingresa el código de verificación.',
  tokenNeedsCode: 'Esta cuenta usa verificación en dos pasos: el token se pide con el código en /api/auth/jwt/segundo-factor/.',
} as const;

const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { challenges } = secondFactorServices(app);

  app.post('/api/auth/custom-login/', route('public', {
    summary: 'Inicia sesión: comprueba las credenciales y si debe cambiar la contraseña.',
    body: LoginRequestSchema,
    response: { 200: CustomLoginResponseSchema, ...credentialErrors },
  }), async (request): Promise<CustomLoginResponse> => {
    const user = await checkCredentials(request, request.body.username, request.body.password);
    const flags = { contrasena_cambiar: user.must_change_password, must_change_password: user.must_change_password };
    // The second factor's code step comes between this call and the token (second-factor.ts).
    if (user.segundo_factor) return { detail: SECOND_FACTOR_LOGIN.codeNeeded, ...flags, segundo_factor: true, desafio: await challenges.sign(user) };
    await touchLastLogin(app.db, user.id);
    const pending = app.config.secondFactorEnforced && (await secondFactorRequired(app.db, user));
    return { detail: LOGIN_MESSAGES.success, ...flags, ...(pending ? { segundo_factor_pendiente: true } : {}) };
  });

  app.post('/api/auth/jwt/create/', route('public', {
    summary: 'Crea un token de acceso (JWT, HS256) y abre su sesión en el servidor (la cierran `logout/` y la inactividad).',
    body: LoginRequestSchema,
    response: { 200: TokenResponseSchema, ...credentialErrors },
  }), async (request): Promise<TokenResponse> => {
    const user = await checkCredentials(request, request.body.username, request.body.password);
    if (user.segundo_factor) throw new ApiError(401, { detail: SECOND_FACTOR_LOGIN.tokenNeedsCode });
    return { access: await app.sessions.open(user) };
  });
};

export default loginRoutes;
