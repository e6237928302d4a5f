import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.js';
import { hashPassword, verifyPassword } from '../../../auth/passwords.js';
import { PRODUCTION_SCRYPT } from '../../../config.js';
import { buildTestApp, createUser, request, TEST_SCRYPT } from '../../../test-utils.js';
import type { TestApp } from '../../../test-utils.js';

const LOGIN = '/api/auth/custom-login/';
const JWT_CREATE = '/api/auth/jwt/create/';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({
    loginThrottle: { maxPerUser: 5, userWindowMinutes: 15, maxPerIp: 30, ipWindowMinutes: 10 },
  });
});
afterAll(async () => {
  await app?.close();
});

const login = (username: string, password: string, url = LOGIN, ip?: string) =>
  request<Record<string, unknown>>(app, {
    method: 'POST',
    url,
    payload: { username, password },
    ...(ip ? { remoteAddress: ip } : {}),
  });

describe('POST /api/auth/custom-login/', () => {
  it('answers 200 with the change flags for good credentials and sets last_login', async () => {
    const { user, password } = await createUser(app, { must_change_password: true });
    expect(user.last_login).toBeNull();
    const res = await login(user.username, password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Login exitoso.', contrasena_cambiar: true, must_change_password: true });
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.last_login).toBeInstanceOf(Date);
  });

  it('finds the username case-insensitively', async () => {
    const { user, password } = await createUser(app, { username: 'MariaPerez' });
    const res = await login('mariaperez', password);
    expect(res.status).toBe(200);
    expect(res.body.must_change_password).toBe(false);
    expect(user.username).toBe('MariaPerez');
  });

  it('answers 401 Credenciales incorrectas for a wrong password or an unknown user', async () => {
    const { user } = await createUser(app);
    expect(await login(user.username, 'wrong-password')).toMatchObject({
      status: 401,
      body: { detail: 'Credenciales incorrectas.' },
    });
    expect(await login('nadie-se-llama-asi', 'whatever')).toMatchObject({
      status: 401,
      body: { detail: 'Credenciales incorrectas.' },
    });
  });

  it('answers 403 for an inactive user only when the password is right', async () => {
    const { user, password } = await createUser(app, { is_active: false });
    expect(await login(user.username, password)).toMatchObject({
      status: 403,
      body: { detail: 'El usuario no está activo.' },
    });
    expect((await login(user.username, 'bad-password')).status).toBe(401);
  });

  it('answers field errors for missing or blank fields', async () => {
    const res = await request(app, { method: 'POST', url: LOGIN, payload: { username: '' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      username: ['Este campo no puede estar en blanco.'],
      password: ['Este campo es requerido.'],
    });
  });

  it('throttles a username after 5 failures (429, even with the right password)', async () => {
    const { user, password } = await createUser(app);
    for (let i = 0; i < 5; i++) expect((await login(user.username, 'nope', LOGIN, '10.0.0.1')).status).toBe(401);
    const blocked = await login(user.username, password, LOGIN, '10.0.0.2');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ detail: 'Demasiados intentos fallidos. Intenta de nuevo más tarde.' });
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(0);
    // The username is blocked on jwt/create too, whatever the case of the username.
    expect((await login(user.username.toUpperCase(), password, JWT_CREATE, '10.0.0.3')).status).toBe(429);
  });

  it("one key per username: 'VİCTIMA' (U+0130) and a fullwidth spelling share the lockout of 'victima'", async () => {
    // PostgreSQL lowers 'İ' to 'i', JavaScript to 'i' and a combining dot: a key lowered in
    // JavaScript gave the other spelling a window of its own, though the lookup found the user.
    const { password } = await createUser(app, { username: 'victima' });
    for (let i = 0; i < 5; i++) expect((await login('victima', 'nope', LOGIN, '10.0.1.1')).status).toBe(401);
    expect((await login('VİCTIMA', password, LOGIN, '10.0.1.2')).status).toBe(429);
    expect((await login('ｖｉｃｔｉｍａ', password, JWT_CREATE, '10.0.1.3')).status).toBe(429);
    expect((await login(' Victima ', password, LOGIN, '10.0.1.4')).status).toBe(429);
  });

  it('finds a user by any spelling of the same key (fullwidth, U+0130, surrounding spaces)', async () => {
    const { password } = await createUser(app, { username: 'tiziana' });
    for (const spelling of ['ｔｉｚｉａｎａ', 'TİZİANA', ' tiziana ']) expect((await login(spelling, password)).status).toBe(200);
  });

  it('custom-login and jwt/create side by side run one scrypt, and a wrong password counts once', async () => {
    const { user, password } = await createUser(app);
    const check = app.passwords.verify.bind(app.passwords);
    // A slow check, so that the two calls always overlap.
    const verify = vi.spyOn(app.passwords, 'verify').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return check(...args);
    });
    try {
      // Either call may reach the server first: the pair is sent in both orders.
      const pair = async (pw: string, jwtFirst = false) => {
        const calls = [() => login(user.username, pw, LOGIN, '10.0.2.1'), () => login(user.username, pw, JWT_CREATE, '10.0.2.1')];
        const answers = await Promise.all((jwtFirst ? calls.reverse() : calls).map((call) => call()));
        return jwtFirst ? answers.reverse() : answers;
      };
      // Four wrong pairs: four failures of the five allowed, not eight.
      for (let i = 0; i < 4; i++) expect((await pair(`mala-${i}`, i % 2 === 1)).map((r) => r.status)).toEqual([401, 401]);
      expect(verify).toHaveBeenCalledTimes(4);
      // One short of the lockout, the right password gets both in, whichever the server reads
      // first: the second joins the first's check and its one reserved attempt.
      expect((await pair(password, true)).map((r) => r.status)).toEqual([200, 200]);
      expect(verify).toHaveBeenCalledTimes(5);
      for (let i = 0; i < 4; i++) expect((await pair(`mala-${i}`, i % 2 === 0)).map((r) => r.status)).toEqual([401, 401]);
      expect((await pair(password)).map((r) => r.status)).toEqual([200, 200]);
      expect(verify).toHaveBeenCalledTimes(10);
    } finally {
      verify.mockRestore();
    }
  });

  it('resets the username count after a success', async () => {
    const { user, password } = await createUser(app);
    for (let i = 0; i < 4; i++) expect((await login(user.username, 'nope', LOGIN, '10.0.1.1')).status).toBe(401);
    expect((await login(user.username, password, LOGIN, '10.0.1.1')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(user.username, 'nope', LOGIN, '10.0.1.1')).status).toBe(401);
    expect((await login(user.username, password, LOGIN, '10.0.1.1')).status).toBe(429);
  });
});

describe('login throttling per address and window', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({
      loginThrottle: { maxPerUser: 2, userWindowMinutes: 0.02, maxPerIp: 3, ipWindowMinutes: 10 },
    });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('blocks an address after too many failures across usernames', async () => {
    const { user, password } = await createUser(small);
    const ip = '192.168.7.7';
    for (const name of ['a1', 'a2', 'a3']) {
      const res = await request(small, { method: 'POST', url: LOGIN, payload: { username: name, password: 'x' }, remoteAddress: ip });
      expect(res.status).toBe(401);
    }
    const res = await request(small, { method: 'POST', url: LOGIN, payload: { username: user.username, password }, remoteAddress: ip });
    expect(res.status).toBe(429);
    const other = await request(small, { method: 'POST', url: LOGIN, payload: { username: user.username, password }, remoteAddress: '192.168.7.8' });
    expect(other.status).toBe(200);
  });

  it('lets the username in again once the window has passed', async () => {
    const { user, password } = await createUser(small);
    for (let i = 0; i < 2; i++) {
      await request(small, { method: 'POST', url: LOGIN, payload: { username: user.username, password: 'x' }, remoteAddress: `172.16.0.${i}` });
    }
    const blocked = await request(small, { method: 'POST', url: LOGIN, payload: { username: user.username, password }, remoteAddress: '172.16.1.1' });
    expect(blocked.status).toBe(429);
    await new Promise((r) => setTimeout(r, 1300)); // the window is 0.02 min = 1.2 s
    const again = await request(small, { method: 'POST', url: LOGIN, payload: { username: user.username, password }, remoteAddress: '172.16.1.1' });
    expect(again.status).toBe(200);
  });
});

describe('POST /api/auth/jwt/create/', () => {
  it('returns an HS256 access token with the claims of the contract', async () => {
    const { user, password } = await createUser(app);
    const res = await login(user.username, password, JWT_CREATE);
    expect(res.status).toBe(200);
    const access = String(res.body.access);
    const [header, payload] = access.split('.').slice(0, 2).map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({ user_id: user.id, username: user.username, tv: 0 });
    expect(payload.exp - payload.iat).toBe(60 * 60);
  });

  it('applies the same checks as custom-login', async () => {
    const inactive = await createUser(app, { is_active: false });
    expect(await login(inactive.user.username, inactive.password, JWT_CREATE)).toMatchObject({
      status: 403,
      body: { detail: 'El usuario no está activo.' },
    });
    expect(await login(inactive.user.username, 'bad', JWT_CREATE)).toMatchObject({
      status: 401,
      body: { detail: 'Credenciales incorrectas.' },
    });
  });

  it('accepts the path without its trailing slash', async () => {
    const { user, password } = await createUser(app);
    expect((await login(user.username, password, '/api/auth/jwt/create')).status).toBe(200);
  });

  it("a sign-in's second call (jwt/create after custom-login) runs no second scrypt; a third one does", async () => {
    const { user, password } = await createUser(app);
    const verify = vi.spyOn(app.passwords, 'verify');
    try {
      expect((await login(user.username, password)).status).toBe(200);
      expect((await login(user.username, password, JWT_CREATE)).status).toBe(200);
      expect(verify).toHaveBeenCalledTimes(1);
      // The moment was used: scrypt again (which opens another).
      expect((await login(user.username, password, JWT_CREATE)).status).toBe(200);
      expect(verify).toHaveBeenCalledTimes(2);
      // A wrong password is refused (and counted) as ever, and uses the moment up.
      expect(await login(user.username, 'otra-cosa', JWT_CREATE)).toMatchObject({ status: 401, body: { detail: 'Credenciales incorrectas.' } });
      expect(verify).toHaveBeenCalledTimes(3);
      expect((await login(user.username, password, JWT_CREATE)).status).toBe(200);
      expect(verify).toHaveBeenCalledTimes(4);
    } finally {
      verify.mockRestore();
    }
  });
});

describe('hash upgrade at sign-in', () => {
  const storedHash = async (a: TestApp, id: number) => (await a.db.select().from(users).where(eq(users.id, id)))[0]!.password!;

  it('re-hashes an older-cost hash at the configured cost on a successful sign-in only, tokens kept', async () => {
    const { user, password, headers } = await createUser(app);
    const old = await hashPassword(password, { N: 2 ** 4, r: 8, p: 1 });
    await app.db.update(users).set({ password: old }).where(eq(users.id, user.id));

    expect((await login(user.username, 'otra-clave-mala')).status).toBe(401);
    expect(await storedHash(app, user.id)).toBe(old);

    expect((await login(user.username, password, JWT_CREATE)).status).toBe(200);
    const upgraded = await storedHash(app, user.id);
    expect(upgraded).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT.N}\\$8\\$1\\$`));
    expect(await verifyPassword(password, upgraded)).toBe(true);
    // The same password, so the tokens given before stay good; and it signs in again, untouched.
    expect((await request(app, { method: 'GET', url: '/api/auth/users/me/', headers })).status).toBe(200);
    expect((await login(user.username, password)).status).toBe(200);
    expect(await storedHash(app, user.id)).toBe(upgraded);
  });

  it('with the production cost: a hash of the former default (N=2^15) becomes N=2^17 and still verifies', async () => {
    const prod = await buildTestApp({ scrypt: PRODUCTION_SCRYPT });
    try {
      const { user, password } = await createUser(prod);
      expect(await storedHash(prod, user.id)).toMatch(/^scrypt\$131072\$8\$1\$/);
      await prod.db.update(users).set({ password: await hashPassword(password, { N: 2 ** 15, r: 8, p: 1 }) }).where(eq(users.id, user.id));
      const res = await request(prod, { method: 'POST', url: JWT_CREATE, payload: { username: user.username, password } });
      expect(res.status).toBe(200);
      const upgraded = await storedHash(prod, user.id);
      expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword(password, upgraded)).toBe(true);
    } finally {
      await prod.close();
    }
  }, 60_000);
});
