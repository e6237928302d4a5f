// For unit tests of the screens only (imported as '@gestion/session/testing', never by app code):
// one signed-in session with the given access, without a server.
import type { PermissionKey } from '@gestion/contract';
import { sessionStore } from './session-store';
import type { SessionUser } from './session-store';

export interface TestSignIn {
  permissions?: PermissionKey[];
  /** group names, also given to the user */
  groups?: string[];
  superuser?: boolean;
  user?: Partial<SessionUser>;
  token?: string;
}

export function signInForTest({ permissions = [], groups = [], superuser = false, user = {}, token = 't' }: TestSignIn = {}): SessionUser {
  const signedIn: SessionUser = {
    id: 1,
    username: 'ana',
    email: 'ana@example.com',
    first_name: 'Ana',
    last_name: 'Pérez',
    is_superuser: superuser,
    is_active: true,
    must_change_password: false,
    groups,
    ...user,
  };
  sessionStore.setToken(token);
  sessionStore.setUser(signedIn);
  sessionStore.setAccess(permissions, groups.map((name, i) => ({ id: i + 1, name })));
  return signedIn;
}
