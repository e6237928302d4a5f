import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createUser, request } from '../../../test-utils.js';
import type { TestApp, TestUser } from '../../../test-utils.js';

const URL = '/api/auth/change-password/';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const change = (u: TestUser, body: Record<string, unknown>, headers = u.headers) =>
  request<Record<string, unknown>>(app, { method: 'POST', url: URL, headers, payload: body });

describe('POST /api/auth/change-password/', () => {
  it('changes the password, clears the forced change and invalidates older tokens', async () => {
    const u = await createUser(app, { must_change_password: true });
    const res = await change(u, { username: u.user.username, current_password: u.password, password: 'Nueva-Clave-2024!' });
    expect(res).toMatchObject({ status: 200, body: { detail: 'Contraseña cambiada correctamente.' } });

    // The token used before the change no longer works.
    const old = await request(app, { method: 'GET', url: '/api/auth/users/me/', headers: u.headers });
    expect(old.status).toBe(401);

    // The old password fails, the new one works and the flag is cleared.
    const bad = await request(app, { method: 'POST', url: '/api/auth/custom-login/', payload: { username: u.user.username, password: u.password } });
    expect(bad.status).toBe(401);
    const good = await request(app, { method: 'POST', url: '/api/auth/custom-login/', payload: { username: u.user.username, password: 'Nueva-Clave-2024!' } });
    expect(good).toMatchObject({ status: 200, body: { must_change_password: false, contrasena_cambiar: false } });
    const token = await request<{ access: string }>(app, { method: 'POST', url: '/api/auth/jwt/create/', payload: { username: u.user.username, password: 'Nueva-Clave-2024!' } });
    const payload = JSON.parse(Buffer.from(token.body.access.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.tv).toBe(1);
    const me = await request(app, { method: 'GET', url: '/api/auth/users/me/', headers: { authorization: `JWT ${token.body.access}` } });
    expect(me).toMatchObject({ status: 200, body: { must_change_password: false } });
  });

  it('requires authentication', async () => {
    const res = await request(app, { method: 'POST', url: URL, payload: {} });
    expect(res.status).toBe(401);
  });

  it('answers 403 when the username is not the caller', async () => {
    const u = await createUser(app);
    const other = await createUser(app);
    const res = await change(u, { username: other.user.username, current_password: u.password, password: 'Nueva-Clave-2024!' });
    expect(res).toMatchObject({ status: 403, body: { detail: 'No tienes permiso para realizar esta acción.' } });
  });

  it('answers 400 for a wrong current password', async () => {
    const u = await createUser(app);
    const res = await change(u, { username: u.user.username, current_password: 'incorrecta', password: 'Nueva-Clave-2024!' });
    expect(res).toMatchObject({ status: 400, body: { current_password: ['La contraseña actual es incorrecta.'] } });
  });

  it('answers field errors for missing fields', async () => {
    const u = await createUser(app);
    const res = await change(u, { username: u.user.username, current_password: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      password: ['Este campo es requerido.'],
      current_password: ['Este campo no puede estar en blanco.'],
    });
  });

  it.each([
    ['short', 'Ab1!x', ['La contraseña es demasiado corta. Debe contener al menos 8 caracteres.']],
    ['numeric', '9081726354', ['Esta contraseña es completamente numérica.']],
    ['common', 'password123', ['Esta contraseña es demasiado común.']],
    [
      'short, common and numeric',
      '123456',
      [
        'La contraseña es demasiado corta. Debe contener al menos 8 caracteres.',
        'Esta contraseña es demasiado común.',
        'Esta contraseña es completamente numérica.',
      ],
    ],
  ])('rejects a %s password in DRF shape', async (_name, password, messages) => {
    const u = await createUser(app);
    const res = await change(u, { username: u.user.username, current_password: u.password, password });
    expect(res).toMatchObject({ status: 400, body: { password: messages } });
  });

  it('rejects a password too similar to the username or the email', async () => {
    const u = await createUser(app, { username: 'gabrielamartinez', email: 'kowalski@dominio.com' });
    const res = await change(u, { username: u.user.username, current_password: u.password, password: 'GabrielaMartinez' });
    expect(res).toMatchObject({ status: 400, body: { password: ['La contraseña es demasiado similar a la de nombre de usuario.'] } });
    const res2 = await change(u, { username: u.user.username, current_password: u.password, password: 'Kowalski!' });
    expect(res2.body.password).toContain('La contraseña es demasiado similar a la de dirección de correo electrónico.');
  });

  it('rejects the current password as the new one', async () => {
    const u = await createUser(app, { password: 'Mi-Clave-Actual-77' });
    const res = await change(u, { username: u.user.username, current_password: 'Mi-Clave-Actual-77', password: 'Mi-Clave-Actual-77' });
    expect(res).toMatchObject({ status: 400, body: { password: ['La nueva contraseña debe ser diferente de la actual.'] } });
  });
});

describe('change-password limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({
      loginThrottle: { maxPerUser: 5, userWindowMinutes: 15, maxPerIp: 8, ipWindowMinutes: 10 },
      passwordChangeThrottle: { maxPerUser: 5, userWindowMinutes: 15 },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const changeOn = (u: TestUser, body: Record<string, unknown>, ip: string) =>
    request<Record<string, unknown>>(limited, { method: 'POST', url: URL, headers: u.headers, payload: { username: u.user.username, ...body }, remoteAddress: ip });

  it('a burst of 20 wrong current passwords: 5 judged (400) one at a time, the rest 429 without scrypt', async () => {
    const u = await createUser(limited);
    let running = 0;
    let most = 0;
    let checks = 0;
    const verify = limited.passwords.verify.bind(limited.passwords);
    const spy = vi.spyOn(limited.passwords, 'verify').mockImplementation(async (password, stored) => {
      checks += 1;
      most = Math.max(most, ++running);
      try {
        return await verify(password, stored);
      } finally {
        running -= 1;
      }
    });
    try {
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => changeOn(u, { current_password: `mala-${i}`, password: 'Nueva-Clave-2024!' }, `198.51.100.${i}`)));
      const codes = results.map((r) => r.status).sort();
      expect(codes).toEqual([...Array(5).fill(400), ...Array(15).fill(429)]);
      expect(checks).toBe(5);
      expect(most).toBe(1);
      expect(results.find((r) => r.status === 429)?.body).toEqual({ detail: 'Demasiados intentos fallidos. Intenta de nuevo más tarde.' });
    } finally {
      spy.mockRestore();
    }
    // Locked: even the right current password waits (429 with Retry-After), another user does not.
    const blocked = await changeOn(u, { current_password: u.password, password: 'Nueva-Clave-2024!' }, '198.51.100.200');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(0);
    const other = await createUser(limited);
    expect((await changeOn(other, { current_password: other.password, password: 'Otra-Clave-2024!' }, '198.51.100.201')).status).toBe(200);
  });

  it('the right current password clears the failures (even when the new one is refused)', async () => {
    const u = await createUser(limited);
    for (let i = 0; i < 4; i++) expect((await changeOn(u, { current_password: 'mala', password: 'Nueva-Clave-2024!' }, `203.0.113.${i}`)).status).toBe(400);
    const weak = await changeOn(u, { current_password: u.password, password: '123' }, '203.0.113.10');
    expect(weak).toMatchObject({ status: 400, body: { password: expect.any(Array) } });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await changeOn(u, { current_password: 'mala', password: 'Nueva-Clave-2024!' }, `203.0.113.${20 + i}`)).status);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("an address's wrong passwords count together, at sign-in and at change-password", async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) {
      const r = await request(limited, { method: 'POST', url: '/api/auth/custom-login/', payload: { username: `nadie${i}`, password: 'x' }, remoteAddress: ip });
      expect(r.status).toBe(401);
    }
    const a = await createUser(limited);
    const b = await createUser(limited);
    for (const u of [a, b, a]) expect((await changeOn(u, { current_password: 'mala', password: 'Nueva-Clave-2024!' }, ip)).status).toBe(400);
    // 8 failures from the address: the next one waits, whoever's password it is.
    expect((await changeOn(b, { current_password: b.password, password: 'Nueva-Clave-2024!' }, ip)).status).toBe(429);
    expect((await request(limited, { method: 'POST', url: '/api/auth/custom-login/', payload: { username: a.user.username, password: a.password }, remoteAddress: ip })).status).toBe(429);
  });

  it('accepts the username however spelled (the sign-in key), and refuses another one', async () => {
    const u = await createUser(limited, { username: 'cambioİ' });
    const wide = await request(limited, { method: 'POST', url: URL, headers: u.headers, payload: { username: 'ＣＡＭＢＩＯİ', current_password: u.password, password: 'Nueva-Clave-2024!' } });
    expect(wide.status).toBe(200);
  });
});
