import { createToken, fetchMe, login } from '@gestion/api';
import { sessionStore } from '@gestion/session';
import { loadAccess } from '../../lib/load-access';

export interface SignInResult {
  username: string;
  mustChangePassword: boolean;
}

/**
 * custom-login, then jwt/create, then users/me; token and user are stored only once all three
 * answered, then permissions and groups are loaded.
 */
export async function signIn(username: string, password: string): Promise<SignInResult> {
  const res = await login({ username, password });
  const { access } = await createToken({ username, password });
  const me = await fetchMe(access);
  const mustChangePassword = Boolean(res.must_change_password || me.must_change_password);
  sessionStore.setToken(access);
  sessionStore.setUser(me);
  sessionStore.setMustChangePassword(mustChangePassword);
  await loadAccess();
  return { username: me.username, mustChangePassword };
}
