import { errorDetail } from '@gestion/api';

export const LOGIN_INACTIVE = 'Tu usuario no está activo. Contacta al administrador.';
export const LOGIN_UNKNOWN = 'Error desconocido. Intenta de nuevo o contacta soporte.';

// Spec section 8: both server texts give the same message; anything else (429, network, 5xx)
// is "unknown".
const KNOWN: Record<string, string> = {
  'El usuario no está activo.': LOGIN_INACTIVE,
  'Credenciales incorrectas.': LOGIN_INACTIVE,
};

export function loginErrorText(err: unknown): string {
  const detail = errorDetail(err);
  return (detail && KNOWN[detail]) || LOGIN_UNKNOWN;
}
