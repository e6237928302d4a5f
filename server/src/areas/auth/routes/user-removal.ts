import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EliminacionSchema, type Eliminacion } from '@gestion/contract/record';
import type { Executor } from '../../../db/client.js';
import { conflict, forbidden, notFound } from '../../../lib/http-errors.js';
import { itemResponses, routeOptions } from '../../../lib/route-options.js';
import { errorResponses, IdParamsSchema, NotFoundSchema } from '../../../lib/schemas.js';
import { currentUser, type AuthUser } from '../../../plugins/auth.js';
import { withHistorial } from '../../../repositories/historial.js';
import { USER_HISTORIAL } from '../historial.js';
import { isForeignKeyViolation } from '../../../repositories/pg-errors.js';
import { deleteUser, USER_REMOVAL_MESSAGES, userArrastra, userImpide } from '../repositories/user-removal.js';
import { findUserById } from '../../../repositories/users.js';
import { REFERENCED } from '../../../resource/resource-writes.js';
import { USER_MESSAGES } from './users.js';

// A user's removal: the shapes of every declared resource's removal (resource/resource-writes.ts),
// written out here because what stops it depends on who asks (nobody removes themselves, only a
// superuser removes a superuser) and a user's history object is not a table binding's.

const route = routeOptions('auth');
const access = { permission: 'auth.delete_user' } as const;

/** What removing user `id` would take, or why `actor` may not: 404 for no such user, 403 for a superuser and a non-superuser actor. */
async function preview(db: Executor, actor: AuthUser, id: number): Promise<Eliminacion> {
  const target = await findUserById(db, id);
  if (!target) throw notFound(USER_MESSAGES.notFound);
  if (target.is_superuser && !actor.is_superuser) throw forbidden(USER_REMOVAL_MESSAGES.superuserOnly);
  const impide = await userImpide(db, id, actor.id);
  return { repr: target.username, impide, arrastra: impide ? [] : await userArrastra(db, id) };
}

const userRemovalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/auth/users/:id/eliminar/', route(access, {
    summary: 'Qué se llevaría eliminar un usuario (sus sesiones, pertenencias, perfil, notificaciones...), o por qué no se puede: es uno mismo, coordina un equipo con otras personas o registró importaciones que aún se pueden deshacer. Solo un superusuario elimina a un superusuario (403).',
    params: IdParamsSchema,
    response: itemResponses(EliminacionSchema),
  }), async (request) => preview(app.db, currentUser(request), request.params.id));

  app.delete('/api/auth/users/:id/', route(access, {
    summary: 'Elimina un usuario con lo que es solo suyo; 409 con el motivo si es uno mismo o si otros registros dependen de él. El historial conserva su nombre. Solo un superusuario elimina a un superusuario (403).',
    params: IdParamsSchema,
    response: {
      204: Type.Null({ description: 'Eliminado.' }),
      404: NotFoundSchema,
      409: Type.Object({ detail: Type.String() }, { description: 'Es uno mismo, u otros registros dependen de él: el motivo.' }),
      ...errorResponses,
    },
  }), async (request, reply) => {
    const actor = currentUser(request);
    const { id } = request.params;
    try {
      await app.db.transaction(async (tx) => {
        const { impide } = await preview(tx, actor, id);
        if (impide) throw conflict(`No se puede eliminar: ${impide}`);
        await withHistorial(tx, actor, 'eliminar', USER_HISTORIAL, id, async () => {
          if (!(await deleteUser(tx, id))) throw notFound(USER_MESSAGES.notFound);
        });
      });
    } catch (err) {
      // A reference written after the check that does not cascade (none does today).
      if (isForeignKeyViolation(err)) throw conflict(REFERENCED);
      throw err;
    }
    request.log.info({ by: actor.username, user: id }, 'user removed');
    return reply.code(204).send(null);
  });
};

export default userRemovalRoutes;
