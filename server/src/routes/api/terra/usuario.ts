import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Invitacion, Notificacion } from '@gestion/contract/terra';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/schemas.js';
import { invitacionesDe, notificacionesPendientes } from '../../../repositories/terra-equipos.js';
import { InvitacionSchema, NotificacionSchema } from '../../terra/schemas.js';

/** The caller's own invitations and notifications (the user dashboard). */
const usuarioTerraRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/terra/invitaciones/',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['terra'], summary: 'Mis invitaciones (como invitado), las más recientes primero.', response: { 200: Type.Array(InvitacionSchema), ...errorResponses } },
    },
    async (request): Promise<Invitacion[]> => invitacionesDe(app.db, currentUser(request).id),
  );

  app.get(
    '/api/terra/notificaciones/pendientes/',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['terra'],
        summary: 'Mis notificaciones no vistas; leerlas (el tablero) las marca como vistas.',
        response: { 200: Type.Array(NotificacionSchema), ...errorResponses },
      },
    },
    async (request): Promise<Notificacion[]> => notificacionesPendientes(app.db, currentUser(request).id),
  );
};

export default usuarioTerraRoutes;
