import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Invitacion, Notificacion } from '@gestion/contract/terra';
import { currentUser } from '../../../plugins/auth.js';
import { invitacionesDe, notificacionesPendientes } from '../repositories/equipos.js';
import { InvitacionSchema, NotificacionSchema } from '@gestion/contract/terra';
import { listResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('terra');

/** The caller's own invitations and notifications (the user dashboard). */
const usuarioTerraRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/terra/invitaciones/', route('authenticated', { summary: 'Mis invitaciones (como invitado), las más recientes primero.', response: listResponses(InvitacionSchema) }), async (request): Promise<Invitacion[]> => invitacionesDe(app.db, currentUser(request).id));

  app.get('/api/terra/notificaciones/pendientes/', route('authenticated', {
    summary: 'Mis notificaciones no vistas; leerlas (el tablero) las marca como vistas.',
    response: listResponses(NotificacionSchema),
  }), async (request): Promise<Notificacion[]> => notificacionesPendientes(app.db, currentUser(request).id));
};

export default usuarioTerraRoutes;
