import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SecondFactorLoginRequestSchema,
  SegundoFactorCodigoRequestSchema,
  SegundoFactorConfirmadoSchema,
  SegundoFactorEstadoSchema,
  SegundoFactorInicioSchema,
  TokenResponseSchema,
} from '@gestion/contract/session';
import type { DetailResponse, SegundoFactorConfirmado, SegundoFactorEstado, SegundoFactorInicio, TokenResponse } from '@gestion/contract/session';
import {
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  secondFactorServices,
  totpFor,
  totpStep,
} from '../../../auth/second-factor.js';
import { ApiError, badRequest, fieldErrors, notFound } from '../../../lib/http-errors.js';
import { DetailResponseSchema, ErrorDetailSchema, errorResponses } from '../../../lib/schemas.js';
import { routeOptions } from '../../../lib/route-options.js';
import { currentUser, duringSecondFactorEnrolment } from '../../../plugins/auth.js';
import {
  acceptStep,
  confirmEnrolment,
  disableSecondFactor,
  findTotp,
  remainingRecoveryCodes,
  replaceRecoveryCodes,
  secondFactorRequired,
  spendRecoveryCode,
  startEnrolment,
} from '../repositories/second-factor.js';
import { findUserById, touchLastLogin } from '../../../repositories/users.js';

const route = routeOptions('auth');

export const SECOND_FACTOR_MESSAGES = {
  alreadyActive: 'Ya tienes activada la verificación en dos pasos.',
  noPending: 'Primero genera el código QR de la verificación en dos pasos.',
  badEnrolmentCode: 'El código no es válido. Revisa la hora del teléfono y escribe el código que muestra ahora.',
  enrolled: 'Verificación en dos pasos activada. Guarda los códigos de recuperación: no se volverán a mostrar.',
  expired: 'La verificación caducó. Vuelve a iniciar sesión.',
  badCode: 'Código de verificación incorrecto.',
  notActive: 'No tienes activada la verificación en dos pasos.',
  cannotDisable: 'Tu cuenta debe usar verificación en dos pasos: no se puede desactivar.',
  disabled: 'Verificación en dos pasos desactivada.',
  newCodes: 'Códigos de recuperación nuevos: los anteriores ya no sirven. Guárdalos: no se volverán a mostrar.',
} as const;

const secondFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { box, challenges } = secondFactorServices(app);

  /**
   * A code of the user's confirmed second factor (TOTP, or an unused recovery code, spent), judged
   * as a password is: reserved before the check, so a burst gets at most the limit; a wrong one
   * counts as a failed attempt. Throws 401 `badCode` (`fieldError`: 400 at the field instead).
   */
  async function checkCode(user: { id: number; username: string }, typed: string, ip: string, fieldError = false): Promise<void> {
    const attempt = await app.loginThrottle.reserve(user.username, ip);
    const totp = await findTotp(app.db, user.id);
    const code = typed.trim();
    let ok = false;
    if (totp?.confirmed_at) {
      const step = totpStep(box.open(totp.secret_enc), code);
      if (step !== null) ok = await acceptStep(app.db, user.id, step);
      else if (looksLikeRecoveryCode(code)) ok = await spendRecoveryCode(app.db, user.id, box.codeHash(code));
    }
    if (!ok) {
      await app.loginThrottle.fail();
      if (fieldError) throw fieldErrors({ codigo: [SECOND_FACTOR_MESSAGES.badCode] });
      throw new ApiError(401, { detail: SECOND_FACTOR_MESSAGES.badCode });
    }
    await app.loginThrottle.succeed(attempt);
  }

  /** The caller's row, when their second factor is on (400 otherwise). */
  async function enrolledUser(id: number) {
    const user = await findUserById(app.db, id);
    if (!user) throw notFound();
    if (!user.segundo_factor) throw badRequest(SECOND_FACTOR_MESSAGES.notActive);
    return user;
  }

  /** Whether the user must keep a second factor now (SEGUNDO_FACTOR_OBLIGATORIO on). */
  const mustUse = async (user: { id: number; is_superuser: boolean }) => app.config.secondFactorEnforced && (await secondFactorRequired(app.db, user));

  app.get('/api/auth/segundo-factor/', duringSecondFactorEnrolment(route('authenticated', {
    summary: 'Estado de la verificación en dos pasos (TOTP) del usuario autenticado: activa, exigida (superusuario o grupo que la exige) y códigos de recuperación sin usar. Nunca devuelve el secreto.',
    response: { 200: SegundoFactorEstadoSchema, ...errorResponses },
  })), async (request): Promise<SegundoFactorEstado> => {
    const caller = currentUser(request);
    const user = await findUserById(app.db, caller.id);
    if (!user) throw notFound();
    return {
      activo: user.segundo_factor,
      requerido: await mustUse(user),
      codigos_restantes: user.segundo_factor ? await remainingRecoveryCodes(app.db, user.id) : 0,
    };
  });

  app.post('/api/auth/segundo-factor/iniciar/', duringSecondFactorEnrolment(route('authenticated', {
    summary: 'Empieza la inscripción: un secreto TOTP nuevo (pendiente hasta confirmarlo con un código) y su URI otpauth:// para el código QR. Solo aquí, antes de confirmar, se ve el secreto.',
    response: { 200: SegundoFactorInicioSchema, ...errorResponses },
  })), async (request): Promise<SegundoFactorInicio> => {
    const caller = currentUser(request);
    const secret = newTotpSecret();
    if (!(await startEnrolment(app.db, caller.id, box.seal(secret)))) throw badRequest(SECOND_FACTOR_MESSAGES.alreadyActive);
    return { secreto: secret, otpauth_url: totpFor(secret, caller.username).toString() };
  });

  app.post('/api/auth/segundo-factor/confirmar/', duringSecondFactorEnrolment(route('authenticated', {
    summary: 'Confirma la inscripción con el código que muestra la aplicación; responde los diez códigos de recuperación de un solo uso, que no se vuelven a mostrar (solo se guarda su hash).',
    body: SegundoFactorCodigoRequestSchema,
    response: { 200: SegundoFactorConfirmadoSchema, ...errorResponses },
  })), async (request): Promise<SegundoFactorConfirmado> => {
    const caller = currentUser(request);
    const pending = await findTotp(app.db, caller.id);
    if (pending?.confirmed_at) throw badRequest(SECOND_FACTOR_MESSAGES.alreadyActive);
    if (!pending) throw badRequest(SECOND_FACTOR_MESSAGES.noPending);
    const step = totpStep(box.open(pending.secret_enc), request.body.codigo);
    if (step === null) throw fieldErrors({ codigo: [SECOND_FACTOR_MESSAGES.badEnrolmentCode] });
    const codes = newRecoveryCodes();
    if (!(await confirmEnrolment(app.db, caller, caller.id, step, codes.map((c) => box.codeHash(c))))) throw badRequest(SECOND_FACTOR_MESSAGES.alreadyActive);
    request.log.info({ user: caller.username }, 'second factor enrolled');
    return { detail: SECOND_FACTOR_MESSAGES.enrolled, codigos_recuperacion: codes };
  });

  app.post('/api/auth/segundo-factor/desactivar/', route('authenticated', {
    summary:
      'Desactiva la verificación en dos pasos con un código actual (TOTP o de recuperación): se borran el secreto y los códigos de recuperación. No se puede si la cuenta debe usarla (superusuario o grupo que la exige). Con los límites del inicio de sesión.',
    body: SegundoFactorCodigoRequestSchema,
    response: { 200: DetailResponseSchema, ...errorResponses },
  }), async (request): Promise<DetailResponse> => {
    const caller = currentUser(request);
    const user = await enrolledUser(caller.id);
    if (await mustUse(user)) throw badRequest(SECOND_FACTOR_MESSAGES.cannotDisable);
    await checkCode(user, request.body.codigo, request.ip, true);
    await disableSecondFactor(app.db, caller, user.id);
    request.log.info({ user: user.username }, 'second factor disabled');
    return { detail: SECOND_FACTOR_MESSAGES.disabled };
  });

  app.post('/api/auth/segundo-factor/codigos/', route('authenticated', {
    summary:
      'Diez códigos de recuperación nuevos en lugar de los anteriores (usados o no), con un código actual (TOTP o de recuperación). Se muestran solo en esta respuesta. Con los límites del inicio de sesión.',
    body: SegundoFactorCodigoRequestSchema,
    response: { 200: SegundoFactorConfirmadoSchema, ...errorResponses },
  }), async (request): Promise<SegundoFactorConfirmado> => {
    const user = await enrolledUser(currentUser(request).id);
    await checkCode(user, request.body.codigo, request.ip, true);
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(app.db, user.id, codes.map((c) => box.codeHash(c)));
    request.log.info({ user: user.username }, 'recovery codes replaced');
    return { detail: SECOND_FACTOR_MESSAGES.newCodes, codigos_recuperacion: codes };
  });

  app.post('/api/auth/jwt/segundo-factor/', route('public', {
    summary:
      'Segundo paso del inicio de sesión de quien tiene verificación en dos pasos: el `desafio` que dio custom-login (5 minutos) y el código TOTP de 6 cifras o un código de recuperación (un solo uso). Un código ya aceptado no vale otra vez. Con los mismos límites que la contraseña (429); un código erróneo cuenta como un intento fallido.',
    body: SecondFactorLoginRequestSchema,
    response: { 200: TokenResponseSchema, 400: errorResponses[400], 401: ErrorDetailSchema, 429: ErrorDetailSchema },
  }), async (request): Promise<TokenResponse> => {
    const claims = await challenges.verify(request.body.desafio);
    const user = claims && (await findUserById(app.db, claims.user_id));
    if (!claims || !user || !user.is_active || user.token_version !== claims.tv || !user.segundo_factor) {
      throw new ApiError(401, { detail: SECOND_FACTOR_MESSAGES.expired });
    }
    await checkCode(user, request.body.codigo, request.ip);
    await touchLastLogin(app.db, user.id);
    return { access: await app.sessions.open(user) };
  });
};

export default secondFactorRoutes;
