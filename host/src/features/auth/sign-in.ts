import { createToken, fetchMe, fetchMyAccess, login } from '@gestion/api';
import { sessionStore } from '@gestion/session';

export interface SignInResult {
  username: string;
  mustChangePassword: boolean;
}

/**
 * custom-login, then jwt/create, then users/me, permissions/me and groups/me side by side with
 * the new token (one round trip, not two, on a slow line); token and user are stored only once
 * all of them answered. custom-login and jwt/create stay one after the other: each counts a
 * failed attempt, so in parallel a wrong password would count twice towards the lockout.
 */
export async function signIn(username: string, password: string): Promise<SignInResult> {
  const res = await login({ username, password });
  const { access } = await createToken({ username, password });
  const [me, { permissions, groups }] = await Promise.all([fetchMe(access), fetchMyAccess(access)]);
  const mustChangePassword = Boolean(res.must_change_password || me.must_change_password);
  // Access first: the new token then finds its lists loaded and nothing asks for them again
  // (reload-access.ts loads them for a token that has none).
  sessionStore.setAccess(permissions, groups);
  sessionStore.setToken(access);
  sessionStore.setUser(me);
  sessionStore.setMustChangePassword(mustChangePassword);
  return { username: me.username, mustChangePassword };
}
