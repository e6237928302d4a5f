import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetailSchema, errorResponses } from '../../lib/schemas.js';
import { forgetRegistration, register } from '../../repositories/activation.js';
import { createAccount } from '../api/auth/account-fields.js';
import { RegisteredUserSchema, RegistrationBodySchema } from '../api/auth/admin-schemas.js';
import { ApiError } from '../../lib/http-errors.js';
import { routeOptions } from '../../lib/route-options.js';

const route = routeOptions('auth');

// Self-registration: the host's form posts to /auth/users/ (no /api prefix, as the spec lists it).

export const REGISTRATION_MESSAGES = {
  mailFailed: 'No se pudo enviar el correo de activación. Intenta de nuevo más tarde.',
} as const;

export function activationMail(appUrl: string, username: string, token: string) {
  const link = `${appUrl}/auth/usuario/${encodeURIComponent(username)}/activate?token=${encodeURIComponent(token)}`;
  return {
    link,
    subject: 'Activa tu cuenta',
    body: [
      `Hola ${username}:`,
      '',
      'Recibimos tu registro. Para activar tu cuenta abre este enlace:',
      link,
      '',
      'El enlace sirve una sola vez y caduca en unos días. Si no te registraste, ignora este correo.',
    ].join('\n'),
  };
}

const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/auth/users/', route('public', {
    summary: 'Registro público: crea un usuario INACTIVO (el `rol` pedido se guarda y no otorga nada) y le envía el correo con el enlace de activación.',
    body: RegistrationBodySchema,
    response: { 201: RegisteredUserSchema, 400: errorResponses[400], 429: ErrorDetailSchema },
  }), async (request, reply) => {
    // Counted before the account is made (parallel registrations are judged in turn); taken
    // back when none is made.
    const attempt = await app.registrationThrottle.reserve(request.ip);
    let made;
    try {
      made = await createAccount(app, request.body, (hashed) => register(app.db, hashed, app.config.activationTokenHours));
    } catch (err) {
      await app.registrationThrottle.release(attempt);
      throw err;
    }
    const { account, created: registration } = made;
    const { username, email, telefono, rol } = account;
    const mail = activationMail(app.config.appUrl, username, registration.token);
    try {
      await app.mailer.send({ to: email, subject: mail.subject, body: mail.body, secrets: [mail.link] });
    } catch (err) {
      request.log.error({ err, username }, 'activation mail failed: registration undone');
      await forgetRegistration(app.db, registration.user.id);
      await app.registrationThrottle.release(attempt);
      throw new ApiError(503, { detail: REGISTRATION_MESSAGES.mailFailed });
    }
    request.log.info({ username }, 'user registered (inactive)');
    const { user } = registration;
    return reply.code(201).send({
      id: user.id,
      username: user.username,
      email: user.email,
      telefono,
      rol,
      is_active: false,
      date_joined: user.date_joined.toISOString(),
    });
  });
};

export default registrationRoutes;
