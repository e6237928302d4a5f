// Request/response types of the session calls (spec section 7 "Session").
// Types only: the server and @gestion/api both import them with `import type`.

export interface LoginRequest {
  username: string;
  password: string;
}

/** POST /api/auth/custom-login/ (200). Errors are `ErrorDetail`. */
export interface CustomLoginResponse {
  detail: string; // 'Login exitoso.'
  contrasena_cambiar: boolean;
  must_change_password: boolean;
  /** The account uses a second factor: the token comes from `jwt/segundo-factor/` with `desafio` and the code. */
  segundo_factor?: true;
  desafio?: string;
  /** A second factor is required of this account and not enrolled yet: enrol after signing in. */
  segundo_factor_pendiente?: true;
}

/** POST /api/auth/jwt/segundo-factor/ */
export interface SecondFactorLoginRequest {
  desafio: string;
  codigo: string;
}

/** POST /api/auth/jwt/create/ */
export interface TokenResponse {
  access: string;
}

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

export interface GroupRef {
  id: number;
  name: string;
}

/** A user as the API shows them (the password never leaves the server). */
export interface UserAccount {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  is_superuser: boolean;
  /** group names */
  groups: string[];
  date_joined: string;
  last_login: string | null;
}

/** GET /api/auth/users/me/ */
export interface Me extends UserAccount {
  must_change_password: boolean;
  /** A second factor required and not enrolled: only one's session, profile and enrolment answer. */
  segundo_factor_pendiente: boolean;
}

/** GET /api/auth/permissions/me/ : the user's permission keys, e.g. 'auth.view_user' (all of them for a superuser). */
export type MyPermissions = string[];

/** GET /api/auth/groups/me/ */
export type MyGroups = GroupRef[];

/** POST /api/auth/change-password/ */
export interface ChangePasswordRequest {
  username: string;
  password: string;
  current_password: string;
}

export interface DetailResponse {
  detail: string;
}

/**
 * POST /api/auth/sesiones/cerrar-otras/ : every other session of the caller ended (their tokens
 * answer 401); `cerradas` counts those that were in use.
 */
export interface CloseOtherSessionsResponse {
  detail: string;
  cerradas: number;
}
