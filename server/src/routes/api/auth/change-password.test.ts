import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
