import { logout, sessionStore } from '@gestion/session';
import { endSession } from './api/end-session';

/**
 * 'Salir': the server is asked to end the token first, then the spec's sign-out runs as always
 * ('Cerrando sesión...' for 1.5 s, then the local session is cleared). Its answer is not waited
 * for and a failure changes nothing here: offline, or with a server that is down, the user still
 * leaves (the token then ends by the idle timeout or its expiry).
 */
export function signOut(): void {
  const { token } = sessionStore.getState();
  if (token) endSession(token).catch(() => undefined);
  logout();
}
