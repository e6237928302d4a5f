export const LOGIN_INACTIVE = 'Tu usuario no está activo. Contacta al administrador.';
export const LOGIN_WRONG_CREDENTIALS = 'Credenciales incorrectas.';
export const LOGIN_UNKNOWN = 'Error desconocido. Intenta de nuevo o contacta soporte.';

// Spec section 8, with our departure (docs/domain.md, «Dónde nos apartamos de la especificación»):
// a typo must not send a person to an administrator, so only an inactive account reads as
// inactive. Anything else (429, network, 5xx) is "unknown".
const KNOWN = new Map<string, string>([
  ['El usuario no está activo.', LOGIN_INACTIVE],
  ['Credenciales incorrectas.', LOGIN_WRONG_CREDENTIALS],
]);

/** The text shown for the server's `detail` of a failed sign-in (none: the call never answered). */
export function loginErrorText(detail: string | null | undefined): string {
  return (detail && KNOWN.get(detail)) || LOGIN_UNKNOWN;
}
