import type { FastifyRequest } from 'fastify';
import { ApiError, forbidden } from '../lib/http-errors.js';
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
  // Counted as a failure before the (slow) password check, so parallel tries are judged in turn.
  const attempt = await loginThrottle.reserve(username, request.ip);
  const user = await findUserByUsername(db, username);
  // The second call of a sign-in (jwt/create after custom-login) spares the second scrypt: after
  // the first, by its remembered verdict; beside it, by waiting for the first's (recent-credentials.ts).
  const recent = !!user?.password && passwords.recent.take(user.id, password, user.password);
  let joined = false;
  let ok = recent;
  if (!ok && user?.password) {
    const stored = user.password;
    ({ ok, joined } = await passwords.recent.shared(user.id, password, stored, () => passwords.verify(password, stored)));
  } else if (!ok) {
    ok = await passwords.verify(password, null);
  }
  if (!user || !ok) {
    // One password checked once is one guess: a call that joined another's check takes its attempt back.
    if (joined) await loginThrottle.release(attempt);
    else await loginThrottle.fail();
    throw new ApiError(401, { detail: LOGIN_MESSAGES.badCredentials });
  }
  if (!user.is_active) {
    await loginThrottle.release(attempt);
    throw forbidden(LOGIN_MESSAGES.inactive);
  }
  await loginThrottle.succeed(username, attempt);
  if (joined) return user; // the call it joined upgrades the hash or remembers the verdict
  // A hash made at an older, cheaper cost is replaced now, while the password is at hand.
  if (user.password && passwords.needsRehash(user.password)) {
    await upgradePasswordHash(db, user.id, user.password, await passwords.hash(password));
  } else if (user.password && !recent) {
    passwords.recent.remember(user.id, password, user.password);
  }
  return user;
}
