import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../plugins/auth.js';
import { badRequest, fieldErrors, forbidden, notFound } from '../../../lib/http-errors.js';
import {
  emailTaken,
  replaceUserGroups,
  setUserActive,
  unknownGroupIds,
  updateUserFields,
  userListItem,
} from '../repositories/accounts.js';
import { groupsOfUser } from '../../../repositories/groups.js';
import { findUserById, insertUser, setPasswordHash } from '../../../repositories/users.js';
import { validatePassword } from '../../../auth/password-validation.js';
import { assertMayGrantGroups } from './grant-rules.js';
import type { UserRow } from '../../../repositories/users.js';
import { BLANK, TextFields } from '../../../lib/text-fields.js';
import { ACCOUNT_MESSAGES, createAccount, isEmail } from './account-fields.js';
import { purgeExpiredRegistrations } from '../repositories/activation.js';
import { CreateUserRequestSchema, SetUserGroupsRequestSchema, TemporaryPasswordRequestSchema, UpdateUserRequestSchema, UserListItemSchema } from '@gestion/contract/auth';
import { DetailResponseSchema } from '@gestion/contract/session';
import type { DetailResponse } from '@gestion/contract/session';
import { errorResponses } from '../../../lib/schemas.js';
import { IdParamsSchema, NotFoundSchema } from '../../../lib/schemas.js';
import { itemResponses, routeOptions } from '../../../lib/route-options.js';
import { withHistorial, writeCreated } from '../../../repositories/historial.js';
import { USER_HISTORIAL } from '../historial.js';

const route = routeOptions('auth');

export const USER_MESSAGES = {
  notFound: 'Usuario no encontrado.',
  selfDeactivation: 'No puedes desactivar tu propio usuario.',
  lastSuperuser: 'No se puede desactivar al último superusuario activo.',
  superuserOnly: 'Solo un superusuario puede modificar a un superusuario.',
  unknownPk: (id: number) => `Clave primaria "${id}" inválida - objeto no existe.`,
  ownTemporaryPassword: 'Tu propia contraseña se cambia con «Cambiar contraseña».',
  temporaryPasswordSet: 'Contraseña temporal establecida: deberá cambiarla al iniciar sesión.',
} as const;

/** The target of a change: must exist; a superuser is changed only by a superuser. */
export async function changeableUser(app: { db: Parameters<typeof findUserById>[0] }, actor: { is_superuser: boolean }, id: number): Promise<UserRow> {
  const user = await findUserById(app.db, id);
  if (!user) throw notFound(USER_MESSAGES.notFound);
  if (user.is_superuser && !actor.is_superuser) throw forbidden(USER_MESSAGES.superuserOnly);
  return user;
}

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.post('/api/auth/users/', route.create({ permission: 'auth.add_user' }, CreateUserRequestSchema, UserListItemSchema,
    'Crea un usuario activo. Debe cambiar su contraseña al entrar salvo `must_change_password: false`.'), async (request, reply) => {
    // A registration pending past REGISTRO_DIAS holds its name and email no longer.
    await purgeExpiredRegistrations(app.db, app.config.registroDias);
    const { account, created } = await createAccount(app, request.body, ({ username, email, first_name, last_name, password }) =>
      app.db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          username,
          email,
          first_name,
          last_name,
          password,
          is_active: true,
          must_change_password: request.body.must_change_password ?? true,
        });
        await writeCreated(tx, currentUser(request), USER_HISTORIAL, user.id);
        return user;
      }));
    request.log.info({ by: currentUser(request).username, username: account.username }, 'user created');
    return reply.code(201).send((await userListItem(app.db, created.id))!);
  });


  app.patch('/api/auth/users/:id/', route({ permission: 'auth.change_user' }, {
    summary: 'Modifica is_active (Activar/Desactivar), email, first_name o last_name. Desactivar invalida sus tokens; nadie se desactiva a sí mismo ni al último superusuario activo.',
    params: IdParamsSchema,
    body: UpdateUserRequestSchema,
    response: itemResponses(UserListItemSchema),
  }), async (request) => {
    const actor = currentUser(request);
    const target = await changeableUser(app, actor, request.params.id);
    const { is_active, email, first_name, last_name } = request.body;

    const f = new TextFields();
    const changes: { email?: string; first_name?: string; last_name?: string } = {};
    if (email !== undefined) {
      changes.email = f.required('email', email);
      if (changes.email && !isEmail(changes.email)) f.add('email', ACCOUNT_MESSAGES.emailInvalid);
      else if (changes.email && (await emailTaken(app.db, changes.email, target.id))) f.add('email', ACCOUNT_MESSAGES.emailTaken);
    }
    if (first_name !== undefined) changes.first_name = f.optional('first_name', first_name);
    if (last_name !== undefined) changes.last_name = f.optional('last_name', last_name);
    f.assertOk();

    const accion = is_active === undefined || is_active === target.is_active ? 'modificar' : is_active ? 'activar' : 'desactivar';
    await app.db.transaction((tx) => withHistorial(tx, actor, accion, USER_HISTORIAL, target.id, async () => {
      if (is_active !== undefined) {
        // One transaction: a refused (de)activation leaves the other fields unwritten too.
        const result = await setUserActive(tx, actor.id, target, is_active, changes);
        if (!result.ok) throw badRequest(result.reason === 'self' ? USER_MESSAGES.selfDeactivation : USER_MESSAGES.lastSuperuser);
      } else if (Object.keys(changes).length) {
        await updateUserFields(tx, target.id, changes);
      }
    }));
    return (await userListItem(app.db, target.id))!;
  });

  app.post('/api/auth/users/:id/contrasena-temporal/', route({ permission: 'auth.change_user' }, {
    summary: 'Establece una contraseña temporal para un usuario que olvidó la suya: deberá cambiarla al iniciar sesión y sus sesiones abiertas terminan. Las reglas de contraseña son las de siempre; solo un superusuario la establece a un superusuario.',
    params: IdParamsSchema,
    body: TemporaryPasswordRequestSchema,
    response: { 200: DetailResponseSchema, 404: NotFoundSchema, ...errorResponses },
  }), async (request): Promise<DetailResponse> => {
    const actor = currentUser(request);
    const target = await changeableUser(app, actor, request.params.id);
    if (target.id === actor.id) throw badRequest(USER_MESSAGES.ownTemporaryPassword);
    const { password } = request.body;
    const problems = password ? validatePassword(password, target) : [BLANK];
    if (problems.length > 0) throw fieldErrors({ password: problems });
    const hash = await app.passwords.hash(password);
    // The entry says that it changed, never to what (writeHistorial drops password fields).
    await app.db.transaction((tx) => withHistorial(tx, actor, 'cambiar_contrasena', USER_HISTORIAL, target.id, () => setPasswordHash(tx, target.id, hash, { temporary: true })));
    request.log.info({ by: actor.username, user: target.username }, 'temporary password set');
    return { detail: USER_MESSAGES.temporaryPasswordSet };
  });

  app.patch('/api/auth/users/:id/groups/', route({ permission: 'auth.change_user' }, {
    summary: 'Reemplaza los grupos del usuario por `groups_ids`; si cambian, sus tokens anteriores dejan de valer. Solo un superusuario concede grupos a los que no pertenece (403).',
    params: IdParamsSchema,
    body: SetUserGroupsRequestSchema,
    response: itemResponses(UserListItemSchema),
  }), async (request) => {
    const actor = currentUser(request);
    const target = await changeableUser(app, actor, request.params.id);
    const unknown = await unknownGroupIds(app.db, request.body.groups_ids);
    if (unknown.length) throw fieldErrors({ groups_ids: unknown.map(USER_MESSAGES.unknownPk) });
    const current = new Set((await groupsOfUser(app.db, target.id)).map((g) => g.id));
    await assertMayGrantGroups(app.db, actor, request.body.groups_ids.filter((id) => !current.has(id)));
    await app.db.transaction((tx) =>
      withHistorial(tx, actor, 'modificar', USER_HISTORIAL, target.id, () => replaceUserGroups(tx, target.id, request.body.groups_ids)));
    return (await userListItem(app.db, target.id))!;
  });
};

export default userRoutes;
