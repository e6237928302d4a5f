import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../lib/http-errors.js';
import { DetailResponseSchema, errorResponses } from '../../../lib/schemas.js';
import { activate } from '../repositories/activation.js';
import { NotFoundSchema } from '../../../lib/schemas.js';
import { ActivationParamsSchema, ActivationQuerySchema } from '@gestion/contract/auth';
import type { ActivationResponse } from '@gestion/contract/auth';
import { routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('auth');

export const ACTIVATION_MESSAGES = {
  activated: 'Usuario activado.',
  notFound: 'Usuario no encontrado o ya activado.',
} as const;

const activateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/auth/users/activate/:username/', route('public', {
    summary: 'Enlace del correo de registro: activa al usuario inactivo con su token de un solo uso (72 h por defecto, ACTIVATION_TOKEN_HOURS) mientras el registro no caduque (REGISTRO_DIAS). Sin token válido no activa a nadie, y la respuesta (404) es la misma para un usuario desconocido, activo o pendiente: no dice quién existe.',
    params: ActivationParamsSchema,
    querystring: ActivationQuerySchema,
    response: { 200: DetailResponseSchema, 400: errorResponses[400], 404: NotFoundSchema },
  }), async (request): Promise<ActivationResponse> => {
    const result = await activate(app.db, request.params.username, request.query.token || undefined, app.config.registroDias);
    // One answer for every link that activates no one: a pending username with a wrong token
    // must read like an unknown one (the spec's screen shows its 404 text for both).
    if (result !== 'activated') throw notFound(ACTIVATION_MESSAGES.notFound);
    request.log.info({ username: request.params.username }, 'user activated');
    return { detail: ACTIVATION_MESSAGES.activated };
  });
};

export default activateRoutes;
