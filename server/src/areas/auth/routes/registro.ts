import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DetailResponseSchema, ErrorDetailSchema, errorResponses } from '../../../lib/schemas.js';
import { emailOwner, forgetRegistration, purgeExpiredRegistrations, register, renewActivation } from '../repositories/activation.js';
import { usernameTaken } from '../repositories/accounts.js';
import { isUniqueViolation } from '../../../repositories/pg-errors.js';
import { isEmail, validateAccount } from './account-fields.js';
import { RegisteredUserSchema, RegistrationRequestSchema, ResendActivationRequestSchema } from '@gestion/contract/auth';
import type { DetailResponse } from '@gestion/contract/session';
import { ApiError, fieldErrors } from '../../../lib/http-errors.js';
import { routeOptions } from '../../../lib/route-options.js';
import type { MailMessage } from '../../../mail.js';

const route = routeOptions('auth');

// Self-registration: the host's form posts to /auth/users/ (no /api prefix, as the spec lists it).
//
// A public form must not tell who exists: a taken username or email gets the same answer as a
// registration that made an account, and the mail says what happened instead (Django's
// PasswordResetView, ASVS 6.3.x). Every try counts against the address's limit, made or not.

export const REGISTRATION_MESSAGES = {
  received: 'Registro recibido. Revisa tu correo para activar la cuenta.',
  mailFailed: 'No se pudo enviar el correo de activación. Intenta de nuevo más tarde.',
  resent: 'Si hay un registro pendiente con ese correo, te enviamos un nuevo enlace de activación. Revisa tu correo.',
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

/** To the owner of an email someone tried to register again. */
export function emailTakenMail(appUrl: string, username: string) {
  return {
    subject: 'Intento de registro con tu correo',
    body: [
      `Hola ${username}:`,
      '',
      `Alguien (quizás tú) intentó registrarse con este correo, que ya es el de tu cuenta «${username}». No se creó ninguna cuenta nueva.`,
      '',
      `Si fuiste tú, inicia sesión con tu usuario en ${appUrl}/login; si no recuerdas tu contraseña, pide ayuda a un administrador.`,
      'Si no fuiste tú, ignora este correo.',
    ].join('\n'),
  };
}

/** To the address of a registration whose username is someone else's. */
export function usernameTakenMail(appUrl: string, username: string) {
  return {
    subject: 'Tu registro no se completó',
    body: [
      'Hola:',
      '',
      `Recibimos un registro con este correo, pero el nombre de usuario «${username}» no está disponible. No se creó ninguna cuenta.`,
      '',
      `Si quieres registrarte, hazlo de nuevo eligiendo otro nombre de usuario: ${appUrl}/register`,
      'Si no te registraste, ignora este correo.',
    ].join('\n'),
  };
}

const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appUrl, activationTokenHours: hours, registroDias: days } = app.config;

  const send = async (message: MailMessage) => {
    try {
      await app.mailer.send(message);
    } catch (err) {
      app.log.error({ err, subject: message.subject }, 'registration mail failed');
      throw new ApiError(503, { detail: REGISTRATION_MESSAGES.mailFailed });
    }
  };

  /** The owner of `email` hears of the try: a fresh link while pending, else that they have an account. */
  const mailEmailOwner = async (owner: { id: number; username: string; email: string; pending: boolean }) => {
    const token = owner.pending ? await renewActivation(app.db, owner.id, hours, days) : null;
    if (token) {
      const mail = activationMail(appUrl, owner.username, token);
      await send({ to: owner.email, subject: mail.subject, body: mail.body, secrets: [mail.link] });
    } else {
      await send({ to: owner.email, ...emailTakenMail(appUrl, owner.username) });
    }
  };

  app.post('/auth/users/', route('public', {
    summary:
      'Registro público: crea un usuario INACTIVO (el `rol` pedido se guarda y no otorga nada) y le envía el correo con el enlace de activación. ' +
      'Con un usuario o correo ya registrados responde lo mismo (201) y el correo lo explica: la respuesta no dice quién existe. Cada intento cuenta en el límite por dirección.',
    body: RegistrationRequestSchema,
    response: { 201: RegisteredUserSchema, 400: errorResponses[400], 429: ErrorDetailSchema, 503: ErrorDetailSchema },
  }), async (request, reply) => {
    // Counted before anything is checked (parallel registrations are judged in turn), and never
    // given back: a try that finds a taken email is a guess like any other.
    await app.registrationThrottle.reserve(request.ip);
    await purgeExpiredRegistrations(app.db, days);
    const result = await validateAccount(app.db, request.body, { checkTaken: false });
    if (!result.ok) throw fieldErrors(result.errors);
    const account = result.value;
    const { username, email, telefono, rol } = account;
    // Hashed whatever happens next, so a taken name answers in about the same time as a free one.
    const hashed = { ...account, password: await app.passwords.hash(account.password) };
    const answer = { detail: REGISTRATION_MESSAGES.received, username, email, telefono, rol, is_active: false };

    const owner = await emailOwner(app.db, email, days);
    if (owner) {
      await mailEmailOwner(owner);
      request.log.info({ owner: owner.id }, 'registration with a taken email: its owner was mailed');
      return reply.code(201).send(answer);
    }
    let registration;
    if (!(await usernameTaken(app.db, username))) {
      try {
        registration = await register(app.db, hashed, hours);
      } catch (err) {
        // The username (or the email) was taken meanwhile: answered as taken.
        if (!isUniqueViolation(err)) throw err;
      }
    }
    if (!registration) {
      const mail = usernameTakenMail(appUrl, username);
      await send({ to: email, subject: mail.subject, body: mail.body });
      request.log.info('registration with a taken username: the address was mailed');
      return reply.code(201).send(answer);
    }
    const mail = activationMail(appUrl, registration.user.username, registration.token);
    try {
      await send({ to: email, subject: mail.subject, body: mail.body, secrets: [mail.link] });
    } catch (err) {
      request.log.error({ username }, 'activation mail failed: registration undone');
      await forgetRegistration(app.db, registration.user.id);
      throw err;
    }
    request.log.info({ username }, 'user registered (inactive)');
    return reply.code(201).send(answer);
  });

  app.post('/auth/users/resend_activation/', route('public', {
    summary:
      'Vuelve a enviar el enlace de activación a un registro pendiente (los anteriores dejan de valer). Responde lo mismo sea cual sea el correo; cuenta en el límite por dirección del registro.',
    body: ResendActivationRequestSchema,
    response: { 200: DetailResponseSchema, 400: errorResponses[400], 429: ErrorDetailSchema, 503: ErrorDetailSchema },
  }), async (request): Promise<DetailResponse> => {
    const email = request.body.email.trim();
    if (!email) throw fieldErrors({ email: ['Este campo no puede estar en blanco.'] });
    if (!isEmail(email)) throw fieldErrors({ email: ['Introduzca una dirección de correo electrónico válida.'] });
    await app.registrationThrottle.reserve(request.ip);
    await purgeExpiredRegistrations(app.db, days);
    const owner = await emailOwner(app.db, email, days);
    // Only a pending registration hears of it: anyone else's mailbox gets nothing from a stranger's click.
    if (owner?.pending) {
      const token = await renewActivation(app.db, owner.id, hours, days);
      if (token) {
        const mail = activationMail(appUrl, owner.username, token);
        await send({ to: owner.email, subject: mail.subject, body: mail.body, secrets: [mail.link] });
      }
    }
    return { detail: REGISTRATION_MESSAGES.resent };
  });
};

export default registrationRoutes;
