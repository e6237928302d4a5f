import type { ErrorDetail, FieldErrors } from '@gestion/contract/errors';

/** Field errors as the server collects them: each field's messages, dotted keys for nested fields (lib/nest-field-errors.ts nests them as they are answered). */
export type FieldMessages = Record<string, string[]>;

/** Messages shared by several routes (Spanish, as the screens show them). */
export const MESSAGES = {
  notAuthenticated: 'Las credenciales de autenticación no se proveyeron.',
  invalidToken: 'Token inválido o expirado.',
  permissionDenied: 'No tienes permiso para realizar esta acción.',
  notFound: 'No encontrado.',
  invalidPage: 'Página inválida.',
  malformedJson: 'JSON mal formado.',
  internal: 'Error interno del servidor.',
  throttled: 'Demasiados intentos fallidos. Intenta de nuevo más tarde.',
  required: 'Este campo es requerido.',
  registrationThrottled: 'Demasiados registros desde esta dirección. Intenta de nuevo más tarde.',
  mustChangePassword: 'Debes cambiar tu contraseña temporal antes de continuar.',
  secondFactorRequired: 'Tu cuenta debe usar verificación en dos pasos: actívala en tu perfil antes de continuar.',
} as const;

/**
 * An error whose body is sent as is: `{detail}` or field errors. Throw it from handlers and
 * hooks; the central error handler answers with it.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorDetail | FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
    this.name = 'ApiError';
  }
}

export const badRequest = (detail: string) => new ApiError(400, { detail });
/** 400 field errors; nested fields under dotted keys (`tareas.1`), nested as DRF does when sent. */
export const fieldErrors = (errors: FieldMessages) => new ApiError(400, errors);
export const unauthorized = (detail: string = MESSAGES.notAuthenticated) =>
  new ApiError(401, { detail }, { 'www-authenticate': 'JWT realm="api"' });
export const forbidden = (detail: string = MESSAGES.permissionDenied) => new ApiError(403, { detail });
export const notFound = (detail: string = MESSAGES.notFound) => new ApiError(404, { detail });
/** 409: the request is right, but the records as they stand refuse it (a unit other records use). */
export const conflict = (detail: string) => new ApiError(409, { detail });
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new ApiError(429, { detail }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
