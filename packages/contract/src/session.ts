// The wire of the session calls (spec section 7 "Session"): sign-in and its second factor, the
// caller's account, password change and reset, sessions. Each schema the server validates and
// serializes with, and its type; the browser imports the types only.
import { Type } from 'typebox';
import type { Static } from 'typebox';

const USERNAME = Type.String({ minLength: 1, maxLength: 150 });
/** A typed password: never empty; long enough for any passphrase, short enough for scrypt. */
const PASSWORD = Type.String({ minLength: 1, maxLength: 4096 });

export const LoginRequestSchema = Type.Object({ username: USERNAME, password: PASSWORD });
export interface LoginRequest extends Static<typeof LoginRequestSchema> {}

/** POST /api/auth/custom-login/ (200). Errors are `ErrorDetail`. */
export const CustomLoginResponseSchema = Type.Object({
  /** 'Login exitoso.' */
  detail: Type.String(),
  contrasena_cambiar: Type.Boolean(),
  must_change_password: Type.Boolean(),
  /** The account uses a second factor: the token comes from `jwt/segundo-factor/` with `desafio` and the code. */
  segundo_factor: Type.Optional(Type.Literal(true, { description: 'La cuenta usa verificación en dos pasos: el token se pide con `desafio` y el código.' })),
  desafio: Type.Optional(Type.String({ description: 'Para /api/auth/jwt/segundo-factor/ (5 minutos).' })),
  /** A second factor is required of this account and not enrolled yet: enrol after signing in. */
  segundo_factor_pendiente: Type.Optional(
    Type.Literal(true, { description: 'La verificación en dos pasos es obligatoria para esta cuenta y aún no está activada.' }),
  ),
});
export interface CustomLoginResponse extends Static<typeof CustomLoginResponseSchema> {}

/** A code of the second factor: the app's six digits or a recovery code. */
const CODIGO = Type.String({ minLength: 1, maxLength: 32 });

/** POST /api/auth/jwt/segundo-factor/ */
export const SecondFactorLoginRequestSchema = Type.Object({ desafio: Type.String({ minLength: 1, maxLength: 2000 }), codigo: CODIGO });
export interface SecondFactorLoginRequest extends Static<typeof SecondFactorLoginRequestSchema> {}

/** POST /api/auth/jwt/create/ and /api/auth/jwt/segundo-factor/ */
export const TokenResponseSchema = Type.Object({ access: Type.String() });
export interface TokenResponse extends Static<typeof TokenResponseSchema> {}

/** Claims of the HS256 access token. */
export interface TokenClaims {
  user_id: number;
  username: string;
  exp: number;
  iat: number;
  /** per-user token version: a password change, deactivation or group change bumps it */
  tv: number;
  /** the sign-in this token belongs to (a row on the server): logout and the idle timeout end it */
  sid: string;
  iss: string;
  aud: string;
}

export const GroupRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export interface GroupRef extends Static<typeof GroupRefSchema> {}

/** A user as the API shows them (the password never leaves the server). */
export const UserAccountSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  is_active: Type.Boolean(),
  is_superuser: Type.Boolean(),
  /** group names */
  groups: Type.Array(Type.String()),
  date_joined: Type.String({ format: 'date-time' }),
  last_login: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export interface UserAccount extends Static<typeof UserAccountSchema> {}

/** GET /api/auth/users/me/ */
export const MeSchema = Type.Object({
  ...UserAccountSchema.properties,
  must_change_password: Type.Boolean(),
  /** A second factor required and not enrolled: only one's session, profile and enrolment answer. */
  segundo_factor_pendiente: Type.Boolean({
    description: 'La verificación en dos pasos es obligatoria para esta cuenta y aún no está activada: hasta activarla, solo responden la sesión, el perfil y la activación (403 el resto).',
  }),
});
export interface Me extends Static<typeof MeSchema> {}

/** GET /api/auth/permissions/me/ : the user's permission keys, e.g. 'auth.view_user' (all of them for a superuser). */
export type MyPermissions = string[];

/** GET /api/auth/groups/me/ */
export type MyGroups = GroupRef[];

/** POST /api/auth/change-password/ */
export const ChangePasswordRequestSchema = Type.Object({ username: USERNAME, password: PASSWORD, current_password: PASSWORD });
export interface ChangePasswordRequest extends Static<typeof ChangePasswordRequestSchema> {}

export const DetailResponseSchema = Type.Object({ detail: Type.String() });
export interface DetailResponse extends Static<typeof DetailResponseSchema> {}

/**
 * POST /api/auth/sesiones/cerrar-otras/ : every other session of the caller ended (their tokens
 * answer 401); `cerradas` counts those that were in use.
 */
export const CloseOtherSessionsResponseSchema = Type.Object({ detail: Type.String(), cerradas: Type.Integer({ minimum: 0 }) });
export interface CloseOtherSessionsResponse extends Static<typeof CloseOtherSessionsResponseSchema> {}

// The caller's second factor (TOTP) under /api/auth/segundo-factor/.

/** GET /api/auth/segundo-factor/ : whether it is on, and required; never the secret. */
export const SegundoFactorEstadoSchema = Type.Object({ activo: Type.Boolean(), requerido: Type.Boolean(), codigos_restantes: Type.Integer() });
export interface SegundoFactorEstado extends Static<typeof SegundoFactorEstadoSchema> {}

/** POST /api/auth/segundo-factor/iniciar/ : a new pending secret and its otpauth:// URI. */
export const SegundoFactorInicioSchema = Type.Object({ secreto: Type.String(), otpauth_url: Type.String() });
export interface SegundoFactorInicio extends Static<typeof SegundoFactorInicioSchema> {}

/** The body of confirmar/, desactivar/ and codigos/: a current code. */
export const SegundoFactorCodigoRequestSchema = Type.Object({ codigo: CODIGO });
export interface SegundoFactorCodigoRequest extends Static<typeof SegundoFactorCodigoRequestSchema> {}

/** POST confirmar/ and codigos/ : the recovery codes, shown this once. */
export const SegundoFactorConfirmadoSchema = Type.Object({ detail: Type.String(), codigos_recuperacion: Type.Array(Type.String()) });
export interface SegundoFactorConfirmado extends Static<typeof SegundoFactorConfirmadoSchema> {}

// The password reset (public): each answers `DetailResponse`.

/** POST /api/auth/password-reset/ */
export const PasswordResetRequestSchema = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });
export interface PasswordResetRequest extends Static<typeof PasswordResetRequestSchema> {}

const RESET_TOKEN = Type.String({ minLength: 1, maxLength: 200 });

/** POST /api/auth/password-reset/validate/ */
export const PasswordResetValidateRequestSchema = Type.Object({ token: RESET_TOKEN });
export interface PasswordResetValidateRequest extends Static<typeof PasswordResetValidateRequestSchema> {}

/** POST /api/auth/password-reset/confirm/ */
export const PasswordResetConfirmRequestSchema = Type.Object({ token: RESET_TOKEN, password: PASSWORD });
export interface PasswordResetConfirmRequest extends Static<typeof PasswordResetConfirmRequestSchema> {}
