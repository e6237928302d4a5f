import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { activationTokens, mailOutbox, userRegistrations, users } from '../../../db/schema/index.js';
import { buildTestApp, createUser, request } from '../../../test-utils.js';
import type { TestApp } from '../../../test-utils.js';

let app: TestApp;
beforeAll(async () => {
  // Every registration counts against the address (127.0.0.1 here): the limit is tested apart.
  app = await buildTestApp({ appUrl: 'https://app.example', registrationThrottle: { maxPerIp: 1000, windowMinutes: 60 } });
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
    expect(res.body).toEqual({
      detail: 'Registro recibido. Revisa tu correo para activar la cuenta.',
      username: 'registrada',
      email: 'registrada@example.com',
      telefono: '+1 809 555 0101',
      rol: 'coordinador',
      is_active: false,
    });
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

  it('validates like the administrator creation, except that a taken name or email is not told', async () => {
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
    // A name mixing alphabets (a Cyrillic 'а' among Latin letters) is refused as such.
    expect(await register({ ...registration('x'), username: '\u0430dmin', email: 'mezcla@example.com' })).toMatchObject({
      status: 400,
      body: { username: ['El nombre de usuario no puede mezclar letras de distintos alfabetos (por ejemplo, latinas con cirílicas o griegas).'] },
    });
    const [none] = await app.db.select().from(users).where(eq(users.username, 'libre'));
    expect(none).toBeUndefined();
  });

  it('answers a taken username or email exactly like a free one, and the mail says what happened', async () => {
    const made = await register(registration('ocupado'));
    const strip = (body: Record<string, unknown>) => ({ ...body, username: '', email: '' });
    // Taken username (any spelling: case, fullwidth, U+0130), free email: no account, the address hears why.
    for (const [i, name] of ['OCUPADO', 'ｏｃｕｐａｄｏ'].entries()) {
      const res = await register({ ...registration(name), email: `otra${i}@example.com` });
      expect(res.status).toBe(201);
      expect(strip(res.body)).toEqual(strip(made.body));
      const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, `otra${i}@example.com`));
      expect(mail).toMatchObject({ subject: 'Tu registro no se completó' });
      expect(mail!.body).toContain(`«${name.normalize('NFKC')}» no está disponible`);
    }
    // Taken email of an active account: its owner hears of the try, nobody else.
    const owner = await createUser(app, { username: 'duena', email: 'duena@example.com' });
    const res = await register({ ...registration('intrusa'), email: 'Duena@Example.com' });
    expect(res.status).toBe(201);
    expect(strip(res.body)).toEqual(strip(made.body));
    const [warning] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'duena@example.com'));
    expect(warning).toMatchObject({ subject: 'Intento de registro con tu correo' });
    expect(warning!.body).toContain(`tu cuenta «${owner.user.username}»`);
    // Taken email of a pending registration: its owner gets a fresh link (the older one stops working).
    const before = (await linkFor('ocupado@example.com')).searchParams.get('token')!;
    expect((await register({ ...registration('otraocupada'), email: 'ocupado@example.com' })).status).toBe(201);
    const after = (await linkFor('ocupado@example.com')).searchParams.get('token')!;
    expect(after).not.toBe(before);
    expect((await activate('ocupado', before)).status).toBe(404);
    expect((await activate('ocupado', after)).status).toBe(200);
    for (const name of ['OCUPADO', 'ｏｃｕｐａｄｏ', 'intrusa', 'otraocupada']) {
      expect(await app.db.select().from(users).where(eq(users.username, name))).toEqual([]);
    }
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
    // Every link that activates no one answers like an unknown username: no one learns who is pending.
    const invalid = { status: 404, body: { detail: 'Usuario no encontrado o ya activado.' } };
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

  it('answers an unknown username and a pending one alike, and activates no administrator-deactivated user', async () => {
    await register(registration('pendiente'));
    for (const name of ['nadie', 'pendiente']) {
      for (const token of ['abc', undefined]) {
        expect(await activate(name, token)).toEqual(expect.objectContaining({ status: 404, body: { detail: 'Usuario no encontrado o ya activado.' } }));
      }
    }
    const off = await createUser(app, { is_active: false });
    expect((await activate(off.user.username, 'abc')).status).toBe(404);
    expect((await activate(off.user.username)).status).toBe(404);
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
      // Every try counts, refused or not: a slot given back made taken emails a free oracle.
      expect((await post({ ...registration('sinclave'), password: '' })).status).toBe(400);
      expect((await post(registration('primera'))).status).toBe(201);
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

describe('registration limit, failures included', () => {
  it('14 registrations with taken emails from one address: 10 answered, then 429', async () => {
    const fresh = await buildTestApp();
    try {
      await createUser(fresh, { email: 'tomado@example.com' });
      const codes: number[] = [];
      for (let i = 0; i < 14; i++) {
        const res = await fresh.inject({ method: 'POST', url: '/auth/users/', payload: { ...registration(`prueba${i}`), email: 'tomado@example.com' }, remoteAddress: '203.0.113.14' });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([...Array(10).fill(201), ...Array(4).fill(429)]);
    } finally {
      await fresh.close();
    }
  });
});

describe('pending registrations expire (REGISTRO_DIAS); the link can be asked for again', () => {
  const resend = (email: string, remoteAddress = '192.0.2.30') =>
    request<Record<string, unknown>>(app, { method: 'POST', url: '/auth/users/resend_activation/', payload: { email }, remoteAddress });
  const age = async (username: string, days: number) => {
    const [row] = await app.db.select().from(users).where(eq(users.username, username));
    await app.db.update(userRegistrations).set({ created_at: new Date(Date.now() - days * 86_400_000) }).where(eq(userRegistrations.user_id, row!.id));
    return row!;
  };

  it('an expired pending registration frees its username and email; its link no longer activates', async () => {
    await register(registration('caducada'));
    const token = (await linkFor('caducada@example.com')).searchParams.get('token')!;
    const old = await age('caducada', 8);
    expect((await activate('caducada', token)).status).toBe(404);
    // The next registration purges it: the same username and email make a new account.
    expect((await register(registration('caducada'))).status).toBe(201);
    const rows = await app.db.select().from(users).where(eq(users.username, 'caducada'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(old.id);
    const fresh = (await linkFor('caducada@example.com')).searchParams.get('token')!;
    expect((await activate('caducada', fresh)).status).toBe(200);
  });

  it("an administrator's creation also frees an expired registration's username", async () => {
    await register(registration('squatter'));
    await age('squatter', 8);
    const admin = await createUser(app, { is_superuser: true });
    const made = await request(app, { method: 'POST', url: '/api/auth/users/', headers: admin.headers, payload: { username: 'squatter', email: 'squatter@example.com', password: 'Clave-segura-2025' } });
    expect(made).toMatchObject({ status: 201, body: { username: 'squatter', is_active: true } });
  });

  it('keeps a registration once activated, even if deactivated later, and one younger than the limit', async () => {
    await register(registration('veterana'));
    expect((await activate('veterana', (await linkFor('veterana@example.com')).searchParams.get('token')!)).status).toBe(200);
    const admin = await createUser(app, { is_superuser: true });
    const vet = await age('veterana', 30);
    expect((await request(app, { method: 'PATCH', url: `/api/auth/users/${vet.id}/`, headers: admin.headers, payload: { is_active: false } })).status).toBe(200);
    await register(registration('reciente'));
    await age('reciente', 6);
    await register(registration('disparadora'));
    expect(await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'veterana'))).toHaveLength(1);
    expect(await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'reciente'))).toHaveLength(1);
  });

  it('resend_activation answers the same for a pending, an active and an unknown email; only the pending one gets a new link', async () => {
    await register(registration('olvidadiza'));
    const first = (await linkFor('olvidadiza@example.com')).searchParams.get('token')!;
    const active = await createUser(app, { email: 'activa@example.com' });
    const count = async (to: string) => (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;
    const answers = [];
    for (const email of ['OLVIDADIZA@example.com', active.user.email, 'nadie@example.com']) answers.push(await resend(email));
    for (const a of answers) expect(a).toMatchObject({ status: 200, body: { detail: 'Si hay un registro pendiente con ese correo, te enviamos un nuevo enlace de activación. Revisa tu correo.' } });
    expect(await count('activa@example.com')).toBe(0);
    expect(await count('nadie@example.com')).toBe(0);
    const second = (await linkFor('olvidadiza@example.com')).searchParams.get('token')!;
    expect(second).not.toBe(first);
    expect((await activate('olvidadiza', first)).status).toBe(404);
    expect((await activate('olvidadiza', second)).status).toBe(200);
    // An expired registration gets no link either.
    await register(registration('tardia'));
    await age('tardia', 8);
    const before = await count('tardia@example.com');
    expect((await resend('tardia@example.com')).status).toBe(200);
    expect(await count('tardia@example.com')).toBe(before);
    expect((await resend('no-es-correo')).status).toBe(400);
  });

  it('resend_activation counts against the registration limit of the address', async () => {
    const small = await buildTestApp({ registrationThrottle: { maxPerIp: 2, windowMinutes: 60 } });
    try {
      const post = () => small.inject({ method: 'POST', url: '/auth/users/resend_activation/', payload: { email: 'alguien@example.com' }, remoteAddress: '203.0.113.40' });
      expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(429);
    } finally {
      await small.close();
    }
  });
});
