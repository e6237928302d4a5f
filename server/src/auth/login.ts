import type { FastifyRequest } from 'fastify';
import { ApiError, forbidden } from '../lib/http-errors.js';
import type { PasswordAttempt } from '../plugins/rate-limit.js';
import type { UserRow } from '../repositories/users.js';
import { findUserByUsername, upgradePasswordHash } from '../repositories/users.js';

export const LOGIN_MESSAGES = {
  success: 'Login exitoso.',
  badCredentials: 'Credenciales incorrectas.',
  inactive: 'El usuario no está activo.',
} as const;

/**
 * The credential check of custom-login and jwt/create: throttled (429), 401 for a wrong
 * username or password (same answer and about the same time for both), 403 for an inactive
 * user only when the password is right. A success resets the username's failures and upgrades
 * a hash of an older cost (passwords.ts).
 */
export async function checkCredentials(request: FastifyRequest, username: string, password: string): Promise<UserRow> {
  const { loginThrottle, passwords, db } = request.server;
  const user = await findUserByUsername(db, username);
  let attempt: PasswordAttempt | undefined;
  let recent = false;
  // Counted as a failure before the (slow) password check, so parallel tries are judged in turn.
  // The second call of a sign-in (jwt/create beside custom-login) spares the second scrypt: after
  // the first, by its remembered verdict; beside it, by joining the first's check
  // (recent-credentials.ts), reservation included: one password checked once is one guess,
  // counted once. Reserved before joining, the call the server read second was refused near the
  // lockout (the first's attempt still counted), even with the right password; a refusal (429) of
  // the reservation now refuses the call that joined it too.
  const check = async () => {
    attempt = await loginThrottle.reserve(username, request.ip);
    if (!user?.password) return passwords.verify(password, null);
    recent = passwords.recent.take(user.id, password, user.password);
    return recent || passwords.verify(password, user.password);
  };
  const { ok, joined } = user?.password ? await passwords.recent.shared(user.id, password, user.password, check) : { ok: await check(), joined: false };
  // A call that joined another's check reserved nothing: the other counts the guess, takes its
  // attempt back, upgrades the hash or remembers the verdict.
  if (!user || !ok) {
    if (!joined) await loginThrottle.fail();
    throw new ApiError(401, { detail: LOGIN_MESSAGES.badCredentials });
  }
  if (!user.is_active) {
    if (!joined) await loginThrottle.release(attempt!);
    throw forbidden(LOGIN_MESSAGES.inactive);
  }
  if (joined) return user;
  // With a second factor the password alone is not a sign-in yet: the username's failures keep
  // counting until the code step succeeds (areas/auth/routes/second-factor.ts), or a known password
  // would reopen the code's window at will.
  if (user.segundo_factor) await loginThrottle.release(attempt!);
  else await loginThrottle.succeed(attempt!);
  // A hash made at an older, cheaper cost is replaced now, while the password is at hand.
  if (user.password && passwords.needsRehash(user.password)) {
    await upgradePasswordHash(db, user.id, user.password, await passwords.hash(password));
  } else if (user.password && !recent) {
    passwords.recent.remember(user.id, password, user.password);
  }
  return user;
}
