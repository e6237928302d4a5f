import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PasswordResetConfirmRequestSchema,
  PasswordResetRequestSchema,
  PasswordResetValidateRequestSchema,
} from '@gestion/contract/session';
import type { DetailResponse } from '@gestion/contract/session';
import type { PasswordResetConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { validatePassword } from '../../../auth/password-validation.js';
import { badRequest, fieldErrors, tooManyRequests } from '../../../lib/http-errors.js';
import { DetailResponseSchema, ErrorDetailSchema, errorResponses } from '../../../lib/schemas.js';
import { routeOptions } from '../../../lib/route-options.js';
import { reserveAttempt } from '../../../repositories/attempts.js';
import type { AttemptWindow } from '../../../repositories/attempts.js';
import {
  deleteExpiredResetTokens,
  deleteResetRequestsBefore,
  emailKey,
  findResetUser,
  issueResetTokens,
  recordResetRequest,
  resetRequestsForEmail,
  resetRequestsForIp,
  spendResetToken,
} from '../repositories/password-reset.js';

const route = routeOptions('auth');

export const PASSWORD_RESET_MESSAGES = {
  requested:
    'Si el correo corresponde a una cuenta activa, te enviamos un enlace para restablecer la contraseña. Revisa tu bandeja de entrada; el enlace caduca en 1 hora.',
  throttled: 'Demasiadas solicitudes de restablecimiento. Intenta de nuevo más tarde.',
  invalidLink: 'El enlace para restablecer la contraseña no es válido, ya se usó o caducó. Pide uno nuevo.',
  valid: 'El enlace es válido.',
  done: 'Contraseña restablecida. Ya puedes iniciar sesión con la nueva contraseña.',
} as const;

export const RESET_PATH = '/restablecer-contrasena';
export const RESET_MAIL_SUBJECT = 'Restablece tu contraseña';

/**
 * The link of the mail. The token travels in the fragment, which no browser sends to a server
 * nor puts in a Referer: the page reads it and takes it out of the address bar.
 */
export function resetMail(appUrl: string, username: string, token: string) {
  const link = `${appUrl}${RESET_PATH}#token=${encodeURIComponent(token)}`;
  return {
    link,
    subject: RESET_MAIL_SUBJECT,
    body: [
      `Hola ${username}:`,
      '',
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Para elegir una nueva abre este enlace:',
      link,
      '',
      'El enlace sirve una sola vez y caduca en 1 hora. Si no lo pediste, ignora este correo: tu contraseña no cambia.',
    ].join('\n'),
  };
}

const MINUTE = 60_000;

function waitMs(recent: AttemptWindow, max: number, windowMs: number, now: number): number | null {
  return recent.attempts >= max && recent.oldest ? recent.oldest.getTime() + windowMs - now : null;
}

/**
 * Each request may send a mail to whatever address is typed in, to any account's owner: limited
 * per address and per email, counted whether an account matched or not (the answer must not
 * differ), judged and recorded in one step as the other public throttles are.
 */
export class PasswordResetThrottle {
  constructor(
    private readonly db: Database,
    private readonly config: PasswordResetConfig,
    private readonly now: () => number = Date.now,
  ) {}

  async reserve(email: string, ip: string): Promise<void> {
    const now = this.now();
    const window = this.config.windowMinutes * MINUTE;
    const since = new Date(now - window);
    const result = await reserveAttempt(
      this.db,
      [`reset-email:${email}`, `reset-ip:${ip}`],
      async (tx) => {
        const waits = [
          waitMs(await resetRequestsForEmail(tx, email, since), this.config.maxPerEmail, window, now),
          waitMs(await resetRequestsForIp(tx, ip, since), this.config.maxPerIp, window, now),
        ].filter((w) => w !== null);
        return waits.length > 0 ? Math.max(...waits) : null;
      },
      (tx) => recordResetRequest(tx, email, ip),
    );
    if ('refused' in result) throw tooManyRequests(PASSWORD_RESET_MESSAGES.throttled, result.refused / 1000);
    await deleteResetRequestsBefore(this.db, since);
  }
}

const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const throttle = new PasswordResetThrottle(app.db, app.config.passwordReset);

  app.post('/api/auth/password-reset/', route('public', {
    summary:
      'Pide el enlace para restablecer la contraseña (PasswordResetView de Django): a cada cuenta activa con ese correo se le envía un enlace de un solo uso que vale 1 hora. La respuesta es siempre la misma, exista o no la cuenta; limitado por correo y por dirección (429).',
    body: PasswordResetRequestSchema,
    response: { 200: DetailResponseSchema, 400: errorResponses[400], 429: ErrorDetailSchema },
  }), async (request): Promise<DetailResponse> => {
    const key = emailKey(request.body.email);
    if (!key) throw fieldErrors({ email: ['Este campo no puede estar en blanco.'] });
    await throttle.reserve(key, request.ip);
    await deleteExpiredResetTokens(app.db);
    const issued = await issueResetTokens(app.db, key);
    const deliveries = issued.map(async ({ user, token }) => {
      const mail = resetMail(app.config.appUrl, user.username, token);
      await app.mailer.send({ to: user.email, subject: mail.subject, body: mail.body, secrets: [mail.link] });
      request.log.info({ user: user.username }, 'password reset link sent');
    });
    const delivered = Promise.all(deliveries).catch((err: unknown) => request.log.error({ err }, 'password reset mail failed'));
    // Over SMTP a delivery takes long enough to tell an existing address from another: it goes
    // on after the answer. The outbox is one insert, and the tests and the e2e suite read it next.
    if (!app.config.smtpUrl) await delivered;
    return { detail: PASSWORD_RESET_MESSAGES.requested };
  });

  app.post('/api/auth/password-reset/validate/', route('public', {
    summary: 'Dice si un enlace de restablecimiento sirve todavía (la página lo comprueba al abrirse); 400 si no es válido, ya se usó o caducó. No lo gasta.',
    body: PasswordResetValidateRequestSchema,
    response: { 200: DetailResponseSchema, 400: errorResponses[400] },
  }), async (request): Promise<DetailResponse> => {
    if (!(await findResetUser(app.db, request.body.token))) throw badRequest(PASSWORD_RESET_MESSAGES.invalidLink);
    return { detail: PASSWORD_RESET_MESSAGES.valid };
  });

  app.post('/api/auth/password-reset/confirm/', route('public', {
    summary:
      'Fija la contraseña nueva con el token del enlace (un solo uso, 1 hora), bajo la política de contraseñas. Termina todas las sesiones del usuario (versión del token) y anula sus otros enlaces.',
    body: PasswordResetConfirmRequestSchema,
    response: { 200: DetailResponseSchema, 400: errorResponses[400] },
  }), async (request): Promise<DetailResponse> => {
    const { token, password } = request.body;
    // The link is judged before the policy: a dead link's answer never depends on the password.
    const user = await findResetUser(app.db, token);
    if (!user) throw badRequest(PASSWORD_RESET_MESSAGES.invalidLink);
    const problems = validatePassword(password, user);
    if (problems.length > 0) throw fieldErrors({ password: problems });
    const hash = await app.passwords.hash(password);
    if (!(await spendResetToken(app.db, token, user.id, hash))) throw badRequest(PASSWORD_RESET_MESSAGES.invalidLink);
    request.log.info({ user: user.username }, 'password reset');
    return { detail: PASSWORD_RESET_MESSAGES.done };
  });
};

export default passwordResetRoutes;
