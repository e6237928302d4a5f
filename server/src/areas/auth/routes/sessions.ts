import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CloseOtherSessionsResponseSchema } from '@gestion/contract/session';
import type { CloseOtherSessionsResponse, DetailResponse } from '@gestion/contract/session';
import { DetailResponseSchema, errorResponses } from '../../../lib/schemas.js';
import { routeOptions } from '../../../lib/route-options.js';
import { currentUser, duringPasswordChange, duringSecondFactorEnrolment } from '../../../plugins/auth.js';
import { endOtherSessions, endSession } from '../../../repositories/sessions.js';

const route = routeOptions('auth');

export const SESSION_MESSAGES = {
  loggedOut: 'Sesión cerrada.',
  noOthers: 'No había otras sesiones abiertas.',
} as const;

export function closedOthersMessage(n: number): string {
  if (n === 0) return SESSION_MESSAGES.noOthers;
  return n === 1 ? 'Se cerró 1 sesión.' : `Se cerraron ${n} sesiones.`;
}

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Also while a temporary password must be changed: 'Salir' is on that screen too.
  app.post('/api/auth/logout/', duringSecondFactorEnrolment(duringPasswordChange(route('authenticated', {
    summary: 'Cierra la sesión del token con que se llama: desde ahora ese token responde 401, en todas las instancias.',
    response: { 200: DetailResponseSchema, 401: errorResponses[401] },
  }))), async (request): Promise<DetailResponse> => {
    const user = currentUser(request);
    await endSession(app.db, user.id, user.session_id);
    request.log.info({ user: user.username }, 'logged out');
    return { detail: SESSION_MESSAGES.loggedOut };
  });

  app.post('/api/auth/sesiones/cerrar-otras/', duringSecondFactorEnrolment(route('authenticated', {
    summary: 'Cierra todas las demás sesiones del usuario (otros navegadores y dispositivos); la de este token sigue abierta.',
    response: {
      200: CloseOtherSessionsResponseSchema,
      401: errorResponses[401],
      403: errorResponses[403],
    },
  })), async (request): Promise<CloseOtherSessionsResponse> => {
    const user = currentUser(request);
    const cerradas = await endOtherSessions(app.db, user.id, user.session_id, app.sessions.activity.idleMs);
    request.log.info({ user: user.username, cerradas }, 'other sessions ended');
    return { detail: closedOthersMessage(cerradas), cerradas };
  });
};

export default sessionRoutes;
