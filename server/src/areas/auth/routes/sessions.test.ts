import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../../auth/tokens.js';
import { userSessions } from '../../../db/schema/index.js';
import { endAllSessions } from '../../../repositories/sessions.js';
import { authHeaders, buildTestApp, createUser, request } from '../../../test-utils.js';
import type { TestApp, TestUser } from '../../../test-utils.js';

// Sessions on the server: each token is a row of user_sessions (its `sid`); logout ends it,
// 'Cerrar las demás sesiones' ends the others, and a session unused for SESION_INACTIVA_MIN is
// refused. The same across instances: plugins/auth-sync.test.ts (PostgreSQL).

const IDLE_MIN = 60;
const MINUTE = 60_000;
let app: TestApp;
beforeAll(async () => {
  // A working day of token, so that only the idle timeout can end the sessions below; and a cache
  // that outlives the timeout, so that the idle check cannot lean on a reload.
  app = await buildTestApp({ jwtAccessMinutes: 480, sessionIdleMinutes: IDLE_MIN, authCacheMs: 24 * 60 * MINUTE });
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const me = (token: string) => request(app, { method: 'GET', url: '/api/auth/users/me/', headers: authHeaders(token) });
const post = (url: string, token?: string) => request<Record<string, unknown>>(app, { method: 'POST', url, ...(token ? { headers: authHeaders(token) } : {}) });

/** A token from the sign-in's own call, as the browser gets it. */
async function signIn(who: TestUser): Promise<string> {
  const res = await request<{ access: string }>(app, { method: 'POST', url: '/api/auth/jwt/create/', payload: { username: who.user.username, password: who.password } });
  expect(res.status).toBe(200);
  return res.body.access;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function sessionRow(token: string) {
  const [row] = await app.db.select().from(userSessions).where(eq(userSessions.id, claimsOf(token).sid as string));
  return row;
}

/** Date alone is faked (timers and the database run as usual), from the real now. */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  return { advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

describe('sign-in opens a session', () => {
  it('jwt/create gives a token with its session id, issuer and audience, and writes its row', async () => {
    const ana = await createUser(app);
    const token = await signIn(ana);
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ user_id: ana.user.id, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    const row = await sessionRow(token);
    expect(row).toMatchObject({ user_id: ana.user.id, ended_at: null });
    expect(row!.expires_at.getTime()).toBe((claims.exp as number) * 1000);
    expect((await me(token)).status).toBe(200);
  });

  it("a user's sessions past their lifetime go at the next sign-in; others' stay", async () => {
    const [ana, eva] = [await createUser(app), await createUser(app)];
    const old = await app.sessions.open(ana.user, Date.now() - 9 * 60 * MINUTE);
    const evas = await app.sessions.open(eva.user, Date.now() - 9 * 60 * MINUTE);
    expect(await sessionRow(old)).toBeDefined();
    await signIn(ana);
    expect(await sessionRow(old)).toBeUndefined();
    expect(await sessionRow(evas)).toBeDefined();
  });

  it('a token whose session is unknown (deleted, or never opened) answers 401', async () => {
    const ana = await createUser(app);
    const token = await signIn(ana);
    expect((await me(token)).status).toBe(200);
    await app.db.delete(userSessions).where(eq(userSessions.id, claimsOf(token).sid as string));
    app.authCache.clear();
    expect((await me(token)).status).toBe(401);
    // Signed with the secret, every claim right, but no sign-in behind it.
    const forged = await new SignJWT({ ...claimsOf(ana.token), sid: '6f1c2b3a-0d4e-4f5a-8b6c-7d8e9f0a1b2c' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    expect((await me(forged)).status).toBe(401);
  });
});

describe('POST /api/auth/logout/', () => {
  it('ends the token it is called with: 401 from then on, on every route, cached or not', async () => {
    const ana = await createUser(app);
    const [token, other] = [await signIn(ana), await signIn(ana)];
    expect((await me(token)).status).toBe(200);
    const res = await post('/api/auth/logout/', token);
    expect(res).toMatchObject({ status: 200, body: { detail: 'Sesión cerrada.' } });
    expect(await me(token)).toMatchObject({ status: 401, body: { detail: 'Token inválido o expirado.' } });
    expect((await request(app, { method: 'GET', url: '/api/auth/permissions/me/', headers: authHeaders(token) })).status).toBe(401);
    expect((await post('/api/auth/logout/', token)).status).toBe(401);
    expect((await sessionRow(token))!.ended_at).not.toBeNull();
    // The user's other sign-in is another session.
    expect((await me(other)).status).toBe(200);
  });

  it('answers 401 without a token, and serves a user who must change a temporary password', async () => {
    expect((await post('/api/auth/logout/')).status).toBe(401);
    const temp = await createUser(app, { must_change_password: true });
    const token = await signIn(temp);
    expect((await post('/api/auth/logout/', token)).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });
});

describe('POST /api/auth/sesiones/cerrar-otras/', () => {
  it("ends every other session of the caller, keeps the caller's, and leaves other users alone", async () => {
    const [ana, eva] = [await createUser(app), await createUser(app)];
    const [mine, second, third] = [await signIn(ana), await signIn(ana), await signIn(ana)];
    const evas = await signIn(eva);
    for (const t of [mine, second, third, evas]) expect((await me(t)).status).toBe(200);
    const res = await post('/api/auth/sesiones/cerrar-otras/', mine);
    // ana.token (createUser's) is a session too.
    expect(res).toMatchObject({ status: 200, body: { detail: 'Se cerraron 3 sesiones.', cerradas: 3 } });
    expect((await me(mine)).status).toBe(200);
    for (const t of [second, third, ana.token]) expect((await me(t)).status).toBe(401);
    expect((await me(evas)).status).toBe(200);
    expect(await post('/api/auth/sesiones/cerrar-otras/', mine)).toMatchObject({ status: 200, body: { detail: 'No había otras sesiones abiertas.', cerradas: 0 } });
    await signIn(ana);
    expect(await post('/api/auth/sesiones/cerrar-otras/', mine)).toMatchObject({ status: 200, body: { detail: 'Se cerró 1 sesión.', cerradas: 1 } });
  });

  it('answers 401 without a token and 403 to a user who must change a temporary password', async () => {
    expect((await post('/api/auth/sesiones/cerrar-otras/')).status).toBe(401);
    const temp = await createUser(app, { must_change_password: true });
    expect((await post('/api/auth/sesiones/cerrar-otras/', temp.token)).status).toBe(403);
  });
});

describe('endAllSessions (a password reset ends every session of the user)', () => {
  it("ends them all, at once for this process's cache, and no one else's", async () => {
    const [ana, eva] = [await createUser(app), await createUser(app)];
    const tokens = [ana.token, await signIn(ana)];
    for (const t of [...tokens, eva.token]) expect((await me(t)).status).toBe(200);
    expect(await endAllSessions(app.db, ana.user.id)).toBe(2);
    // Within one process the announcement is heard too (PGlite has no LISTEN: the caller's write
    // request empties the cache before its answer leaves); here it is emptied by hand.
    app.authCache.clear();
    for (const t of tokens) expect((await me(t)).status).toBe(401);
    expect((await me(eva.token)).status).toBe(200);
    expect(await endAllSessions(app.db, ana.user.id)).toBe(0);
  });
});

describe(`idle timeout (SESION_INACTIVA_MIN=${IDLE_MIN})`, () => {
  it('a session in use stays; one unused for that long answers 401, though its token has hours left', async () => {
    const ana = await createUser(app);
    const token = await signIn(ana);
    const clock = fakeClock();
    for (let i = 0; i < 4; i++) {
      clock.advance((IDLE_MIN - 1) * MINUTE);
      expect((await me(token)).status, `use ${i + 1}`).toBe(200);
    }
    const other = await signIn(ana);
    clock.advance(IDLE_MIN * MINUTE);
    expect(await me(token)).toMatchObject({ status: 401, body: { detail: 'Token inválido o expirado.' } });
    expect((await me(other)).status).toBe(401);
    // Refused for good: a later call does not revive it.
    expect((await me(token)).status).toBe(401);
  });

  it('is judged on every request, even with the session cached', async () => {
    const ana = await createUser(app);
    const token = await signIn(ana);
    expect((await me(token)).status).toBe(200);
    const clock = fakeClock();
    clock.advance(IDLE_MIN * MINUTE - 1_000);
    expect((await me(token)).status).toBe(200);
    clock.advance(IDLE_MIN * MINUTE);
    expect((await me(token)).status).toBe(401);
  });

  it('records a use at most once a minute per session, not on every request', async () => {
    const ana = await createUser(app);
    const token = await signIn(ana);
    const opened = (await sessionRow(token))!.last_seen_at.getTime();
    // Statements on user_sessions, sent or not: not even a no-op UPDATE per request.
    const update = vi.spyOn(app.db, 'update');
    const writes = () => update.mock.calls.filter(([table]) => table === userSessions).length;
    const clock = fakeClock();
    for (let i = 0; i < 10; i++) {
      clock.advance(5_000);
      expect((await me(token)).status).toBe(200);
    }
    // 50 s of requests: nothing written.
    expect(writes()).toBe(0);
    expect((await sessionRow(token))!.last_seen_at.getTime()).toBe(opened);
    clock.advance(10_000);
    expect((await me(token)).status).toBe(200);
    const recorded = (await sessionRow(token))!.last_seen_at.getTime();
    expect(recorded).toBe(Date.now());
    expect(writes()).toBe(1);
    clock.advance(30_000);
    expect((await me(token)).status).toBe(200);
    expect((await sessionRow(token))!.last_seen_at.getTime()).toBe(recorded);
    expect(writes()).toBe(1);
    update.mockRestore();
  });
});
