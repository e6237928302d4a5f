import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { activationTokens, mailOutbox, userRegistrations, users } from '../../db/schema/index.js';
import { buildTestApp, createUser, request } from '../../test-utils.js';
import type { TestApp } from '../../test-utils.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ appUrl: 'https://app.example' });
});
afterAll(async () => {
  await app?.close();
});

const registration = (username: string) => ({
  username,
  email: `${username}@example.com`,
  password: 'Clave-segura-2025',
  telefono: '+1 809 555 0101',
  rol: 'coordinador',
});

const register = (body: unknown) => request<Record<string, unknown>>(app, { method: 'POST', url: '/auth/users/', payload: body as object });
const activate = (username: string, token?: string) =>
  request<Record<string, unknown>>(app, {
    method: 'GET',
    url: `/api/auth/users/activate/${encodeURIComponent(username)}/${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
  });
const login = (username: string, password = 'Clave-segura-2025') =>
  request<Record<string, unknown>>(app, { method: 'POST', url: '/api/auth/custom-login/', payload: { username, password } });

async function linkFor(email: string): Promise<URL> {
  const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  const match = /https?:\/\/\S+/.exec(mail?.body ?? '');
  if (!match) throw new Error(`no link in the mail to ${email}`);
  return new URL(match[0]);
}

describe('POST /auth/users/ (registration)', () => {
  it('creates an inactive user, keeps telefono and rol, and mails the activation link', async () => {
    const res = await register(registration('registrada'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'registrada', email: 'registrada@example.com', telefono: '+1 809 555 0101', rol: 'coordinador', is_active: false });
    expect(res.body).not.toHaveProperty('password');
    const [row] = await app.db.select().from(users).where(eq(users.username, 'registrada'));
    expect(row).toMatchObject({ is_active: false, is_superuser: false });
    const [extra] = await app.db.select().from(userRegistrations).where(eq(userRegistrations.user_id, row!.id));
    expect(extra).toMatchObject({ telefono: '+1 809 555 0101', rol: 'coordinador' });
    expect(await login('registrada')).toMatchObject({ status: 403, body: { detail: 'El usuario no está activo.' } });
    const link = await linkFor('registrada@example.com');
    expect(link.origin + link.pathname).toBe('https://app.example/auth/usuario/registrada/activate');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [stored] = await app.db.select().from(activationTokens).where(eq(activationTokens.user_id, row!.id));
    expect(stored!.token_hash).not.toContain(token);
    // The requested role grants nothing.
    const granted = await request<string[]>(app, {
      method: 'GET',
      url: '/api/auth/permissions/me/',
      headers: { authorization: `JWT ${await app.sessions.open(row!)}` },
    });
    expect(granted.status).toBe(401);
  });

  it('validates like the administrator creation', async () => {
    await register(registration('ocupado'));
    expect(await register({ ...registration('OCUPADO'), email: 'x@example.com' })).toMatchObject({
      status: 400,
      body: { username: ['Ya existe un usuario con este nombre.'] },
    });
    expect(await register({ ...registration('libre'), email: 'Ocupado@Example.com' })).toMatchObject({
      status: 400,
      body: { email: ['Ya existe un usuario con este correo electrónico.'] },
    });
    expect(await register({ ...registration('libre'), email: 'malo@' })).toMatchObject({
      status: 400,
      body: { email: ['Introduzca una dirección de correo electrónico válida.'] },
    });
    const weak = await register({ ...registration('libre'), password: 'libre' });
    expect(weak.status).toBe(400);
    expect(weak.body.password).toEqual(expect.arrayContaining(['La contraseña es demasiado similar a la de nombre de usuario.']));
    expect((await register({ ...registration('libre'), telefono: 'llámame' })).body).toMatchObject({
      telefono: ['Introduzca un número de teléfono válido.'],
    });
    expect((await register({ username: 'libre' })).status).toBe(400);
    expect((await register(['lista'])).status).toBe(400);
    const [none] = await app.db.select().from(users).where(eq(users.username, 'libre'));
    expect(none).toBeUndefined();
  });
});

describe('GET /api/auth/users/activate/{username}/', () => {
  it('activates with the mailed token once; the user can then sign in', async () => {
    await register(registration('activable'));
    const token = (await linkFor('activable@example.com')).searchParams.get('token')!;
    expect(await activate('activable', token)).toMatchObject({ status: 200, body: { detail: 'Usuario activado.' } });
    expect((await login('activable')).status).toBe(200);
    // Already active: 404, whatever the token.
    expect(await activate('activable', token)).toMatchObject({ status: 404, body: { detail: 'Usuario no encontrado o ya activado.' } });
  });

  it('refuses a bare username, a wrong token, a reused token and an expired one', async () => {
    await register(registration('desconfiada'));
    const token = (await linkFor('desconfiada@example.com')).searchParams.get('token')!;
    const invalid = { status: 400, body: { detail: 'El enlace de activación no es válido o ha expirado.' } };
    expect(await activate('desconfiada')).toMatchObject(invalid);
    expect(await activate('desconfiada', '')).toMatchObject(invalid);
    expect(await activate('desconfiada', 'x'.repeat(43))).toMatchObject(invalid);
    // Another user's token does not activate this one.
    await register(registration('vecina'));
    const other = (await linkFor('vecina@example.com')).searchParams.get('token')!;
    expect(await activate('desconfiada', other)).toMatchObject(invalid);

    // Reused: activated, then deactivated by an administrator, the same link no longer works.
    expect((await activate('desconfiada', token)).status).toBe(200);
    const admin = await createUser(app, { is_superuser: true });
    const [row] = await app.db.select().from(users).where(eq(users.username, 'desconfiada'));
    expect((await request(app, { method: 'PATCH', url: `/api/auth/users/${row!.id}/`, headers: admin.headers, payload: { is_active: false } })).status).toBe(200);
    expect(await activate('desconfiada', token)).toMatchObject(invalid);

    // Expired.
    const [v] = await app.db.select().from(users).where(eq(users.username, 'vecina'));
    await app.db.update(activationTokens).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(activationTokens.user_id, v!.id));
    expect(await activate('vecina', other)).toMatchObject(invalid);
    expect((await login('vecina')).status).toBe(403);
  });

  it('answers 404 for an unknown user and activates no administrator-deactivated user', async () => {
    expect(await activate('nadie', 'abc')).toMatchObject({ status: 404, body: { detail: 'Usuario no encontrado o ya activado.' } });
    const off = await createUser(app, { is_active: false });
    expect((await activate(off.user.username, 'abc')).status).toBe(400);
    expect((await activate(off.user.username)).status).toBe(400);
  });
});

describe('GET /api/auth/outbox/', () => {
  it('shows the unsent mail to whoever may change users', async () => {
    await register(registration('buzon'));
    const changer = await createUser(app, { permissions: ['auth.change_user'] });
    const res = await request<{ to: string; body: string }[]>(app, { method: 'GET', url: '/api/auth/outbox/?to=buzon@example.com', headers: changer.headers });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]!.body).toContain('https://app.example/auth/usuario/buzon/activate?token=');
    const viewer = await createUser(app, { permissions: ['auth.view_user'] });
    expect((await request(app, { method: 'GET', url: '/api/auth/outbox/', headers: viewer.headers })).status).toBe(403);
  });
});

describe('registration throttle', () => {
  it('allows a few registrations per address, then answers 429 with Retry-After', async () => {
    const small = await buildTestApp({ registrationThrottle: { maxPerIp: 2, windowMinutes: 60 } });
    try {
      const post = (body: unknown, remoteAddress = '203.0.113.7') =>
        request<Record<string, unknown>>(small, { method: 'POST', url: '/auth/users/', payload: body as object, remoteAddress });
      // Refused input sends no mail, so it does not use up the address's allowance.
      expect((await post({ ...registration('sinclave'), password: '' })).status).toBe(400);
      expect((await post(registration('primera'))).status).toBe(201);
      expect((await post(registration('segunda'))).status).toBe(201);
      const refused = await small.inject({ method: 'POST', url: '/auth/users/', payload: registration('tercera'), remoteAddress: '203.0.113.7' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: 'Demasiados registros desde esta dirección. Intenta de nuevo más tarde.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      const [created] = await small.db.select().from(users).where(eq(users.username, 'tercera'));
      expect(created).toBeUndefined();
      // Another address still may register.
      expect((await post(registration('tercera'), '198.51.100.4')).status).toBe(201);
    } finally {
      await small.close();
    }
  });
});
