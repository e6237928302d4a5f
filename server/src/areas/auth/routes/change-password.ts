import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChangePasswordRequestSchema } from '@gestion/contract/session';
import type { DetailResponse } from '@gestion/contract/session';
import { validatePassword } from '../../../auth/password-validation.js';
import { forbidden, fieldErrors, notFound } from '../../../lib/http-errors.js';
import { DetailResponseSchema, errorResponses } from '../../../lib/schemas.js';
import { currentUser, duringPasswordChange, duringSecondFactorEnrolment } from '../../../plugins/auth.js';
import { findUserById, isUsernameOf, setPasswordHash } from '../../../repositories/users.js';
import { routeOptions } from '../../../lib/route-options.js';
import { withHistorial } from '../../../repositories/historial.js';
import { USER_HISTORIAL } from '../historial.js';

const route = routeOptions('auth');

const changePasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/auth/change-password/', duringSecondFactorEnrolment(duringPasswordChange(route('authenticated', {
    summary: 'Cambia la contraseña del usuario autenticado; invalida sus tokens anteriores.',
    body: ChangePasswordRequestSchema,
    response: { 200: DetailResponseSchema, ...errorResponses },
  }))), async (request): Promise<DetailResponse> => {
    const { username, password, current_password } = request.body;
    const caller = currentUser(request);
    if (!(await isUsernameOf(app.db, caller.id, username))) throw forbidden();
    const user = await findUserById(app.db, caller.id);
    if (!user) throw notFound();
    // A stolen token must not make current_password a free oracle: wrong ones are limited per
    // user and per address like the sign-in's, the attempt judged and recorded before scrypt
    // runs (a parallel burst gets at most the limit judged), and the account's checks run one at
    // a time (passwords.ts OneAtATime) so they cannot fill the thread pool sign-ins share.
    const throttle = app.passwordChangeThrottle;
    const attempt = await throttle.reserveKey(`#${user.id}`, request.ip);
    const hash = await app.passwords.perAccount.run(`user:${user.id}`, async () => {
      if (!(await app.passwords.verify(current_password, user.password))) {
        await throttle.fail();
        throw fieldErrors({ current_password: ['La contraseña actual es incorrecta.'] });
      }
      await throttle.succeed(attempt);
      const problems = validatePassword(password, user);
      if (password === current_password) problems.unshift('La nueva contraseña debe ser diferente de la actual.');
      if (problems.length > 0) throw fieldErrors({ password: problems });
      return app.passwords.hash(password);
    });
    // The entry says that it changed, never to what (writeHistorial drops password fields).
    await app.db.transaction((tx) => withHistorial(tx, caller, 'cambiar_contrasena', USER_HISTORIAL, user.id, () => setPasswordHash(tx, user.id, hash)));
    request.log.info({ user: user.username }, 'password changed');
    return { detail: 'Contraseña cambiada correctamente.' };
  });
};

export default changePasswordRoutes;
