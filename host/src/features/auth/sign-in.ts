import { createToken, fetchMe, fetchMyAccess, http, login } from '@gestion/api';
import type { SecondFactorLoginRequest, TokenResponse } from '@gestion/contract';
import { sessionStore, setSecondFactorPending } from '@gestion/session';

// A failed call's `detail`, which the login page turns into its text (login-errors.ts).
export { errorDetail } from '@gestion/api';

export interface SignInResult {
  username: string;
  mustChangePassword: boolean;
  /** A second factor is required of this account and not enrolled yet: the profile enrols it. */
  secondFactorPending?: boolean;
}

/** The password was right and the account uses a second factor: the code step comes next. */
export interface CodeStep {
  codeNeeded: true;
  desafio: string;
  mustChangePassword: boolean;
}

/**
 * custom-login and jwt/create side by side, then users/me, permissions/me and groups/me side by
 * side with the new token: two round trips, not four, on a slow line. Token and user are stored
 * only once all of them answered. The server checks the password once for the two calls and
 * counts a wrong one once (auth/recent-credentials.ts). custom-login's answer is the sign-in's:
 * its error is the one shown, and when only jwt/create failed (its attempt judged while
 * custom-login's was still counted, one short of the lockout) it is asked again, after.
 */
export async function signIn(username: string, password: string): Promise<SignInResult | CodeStep> {
  const [checked, created] = await Promise.allSettled([login({ username, password }), createToken({ username, password })]);
  if (checked.status === 'rejected') throw checked.reason;
  const res = checked.value;
  // jwt/create gives such an account no token (its 401 is expected): the code step does.
  if (res.segundo_factor && res.desafio) return { codeNeeded: true, desafio: res.desafio, mustChangePassword: res.must_change_password };
  const { access } = created.status === 'fulfilled' ? created.value : await createToken({ username, password });
  return storeSession(access, res.must_change_password);
}

/** The code step: the challenge of custom-login and the authenticator's (or a recovery) code. */
export async function signInWithCode(step: CodeStep, codigo: string): Promise<SignInResult> {
  const body: SecondFactorLoginRequest = { desafio: step.desafio, codigo };
  const { access } = (await http.post<TokenResponse>('/api/auth/jwt/segundo-factor/', body)).data;
  return storeSession(access, step.mustChangePassword);
}

async function storeSession(access: string, mustChange: boolean): Promise<SignInResult> {
  const [me, { permissions, groups }] = await Promise.all([fetchMe(access), fetchMyAccess(access)]);
  const mustChangePassword = Boolean(mustChange || me.must_change_password);
  // Access first: the new token then finds its lists loaded and nothing asks for them again
  // (reload-access.ts loads them for a token that has none).
  sessionStore.setAccess(permissions, groups);
  sessionStore.setToken(access);
  sessionStore.setUser(me);
  sessionStore.setMustChangePassword(mustChangePassword);
  // users/me says it, whichever step gave the token (the guard keeps the person on the profile).
  const secondFactorPending = me.segundo_factor_pendiente === true;
  setSecondFactorPending(secondFactorPending);
  return secondFactorPending ? { username: me.username, mustChangePassword, secondFactorPending } : { username: me.username, mustChangePassword };
}
