import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpFor, totpStep } from '../../../auth/second-factor.js';
import { groups, userRecoveryCodes, userTotp } from '../../../db/schema/index.js';
import { buildTestApp, createUser, request } from '../../../test-utils.js';
import type { TestApp, TestUser } from '../../../test-utils.js';
import { SECOND_FACTOR_MESSAGES } from './second-factor.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const STEP = 30_000;
const codeAt = (secret: string, ms: number) => totpFor(secret, 'x').generate({ timestamp: ms });

type Body = Record<string, unknown>;
const post = (url: string, payload: unknown, headers?: Record<string, string>, remoteAddress?: string) =>
  request<Body>(app, { method: 'POST', url, payload: payload as Body, ...(headers ? { headers } : {}), ...(remoteAddress ? { remoteAddress } : {}) });

/** A user with a confirmed second factor: its secret, the step taken at enrolment, its recovery codes. */
async function enrolled(options: Parameters<typeof createUser>[1] = {}): Promise<TestUser & { secret: string; codes: string[] }> {
  const u = await createUser(app, options);
  const started = await post('/api/auth/segundo-factor/iniciar/', {}, u.headers);
  expect(started.status).toBe(200);
  const secret = started.body.secreto as string;
  const done = await post('/api/auth/segundo-factor/confirmar/', { codigo: codeAt(secret, Date.now()) }, u.headers);
  expect(done.status).toBe(200);
  return { ...u, secret, codes: done.body.codigos_recuperacion as string[] };
}

describe('TOTP through the library (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1, the 20-byte ASCII secret "12345678901234567890".
  const VECTORS: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  const rfcSecret = Secret.fromLatin1('12345678901234567890');

  it('gives the RFC test vectors (8 digits) and their last 6 digits as our codes', () => {
    const eight = new TOTP({ algorithm: 'SHA1', digits: 8, period: 30, secret: rfcSecret });
    for (const [seconds, code] of VECTORS) {
      expect(eight.generate({ timestamp: seconds * 1000 })).toBe(code);
      expect(codeAt(rfcSecret.base32, seconds * 1000)).toBe(code.slice(2));
      expect(totpStep(rfcSecret.base32, code.slice(2), seconds * 1000)).toBe(Math.floor(seconds / 30));
    }
  });

  it('accepts one step either side and refuses two', () => {
    const now = 1_700_000_000_000;
    const secret = rfcSecret.base32;
    const step = Math.floor(now / STEP);
    expect(totpStep(secret, codeAt(secret, now - STEP), now)).toBe(step - 1);
    expect(totpStep(secret, codeAt(secret, now + STEP), now)).toBe(step + 1);
    expect(totpStep(secret, codeAt(secret, now - 2 * STEP), now)).toBeNull();
    expect(totpStep(secret, codeAt(secret, now + 2 * STEP), now)).toBeNull();
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
  });
});

describe('enrolment from the profile', () => {
  it('shows the secret only before confirming, keeps it encrypted, and gives ten single-use recovery codes once', async () => {
    const u = await createUser(app);
    const status = await request<Body>(app, { method: 'GET', url: '/api/auth/segundo-factor/', headers: u.headers });
    expect(status).toMatchObject({ status: 200, body: { activo: false, requerido: false, codigos_restantes: 0 } });

    const started = await post('/api/auth/segundo-factor/iniciar/', {}, u.headers);
    const secret = started.body.secreto as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauth_url).toBe(`otpauth://totp/Gesti%C3%B3n:${u.user.username}?issuer=Gesti%C3%B3n&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    const [row] = await app.db.select().from(userTotp).where(eq(userTotp.user_id, u.user.id));
    expect(row?.secret_enc).not.toContain(secret);
    expect(row?.confirmed_at).toBeNull();

    const wrong = await post('/api/auth/segundo-factor/confirmar/', { codigo: '000000' === codeAt(secret, Date.now()) ? '111111' : '000000' }, u.headers);
    expect(wrong).toMatchObject({ status: 400, body: { codigo: [SECOND_FACTOR_MESSAGES.badEnrolmentCode] } });
    const done = await post('/api/auth/segundo-factor/confirmar/', { codigo: codeAt(secret, Date.now()) }, u.headers);
    expect(done).toMatchObject({ status: 200, body: { detail: SECOND_FACTOR_MESSAGES.enrolled } });
    const codes = done.body.codigos_recuperacion as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await app.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.user_id, u.user.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replace('-', ''));

    // Never again: no new secret over a confirmed one, and the status holds no secret.
    expect(await post('/api/auth/segundo-factor/iniciar/', {}, u.headers)).toMatchObject({ status: 400, body: { detail: SECOND_FACTOR_MESSAGES.alreadyActive } });
    const after = await request<Body>(app, { method: 'GET', url: '/api/auth/segundo-factor/', headers: u.headers });
    expect(after.body).toEqual({ activo: true, requerido: false, codigos_restantes: 10 });
  });

  it('confirming without a pending secret says so; the routes need a session', async () => {
    const u = await createUser(app);
    expect(await post('/api/auth/segundo-factor/confirmar/', { codigo: '123456' }, u.headers)).toMatchObject({ status: 400, body: { detail: SECOND_FACTOR_MESSAGES.noPending } });
    expect((await post('/api/auth/segundo-factor/iniciar/', {})).status).toBe(401);
    expect((await request(app, { method: 'GET', url: '/api/auth/segundo-factor/' })).status).toBe(401);
  });
});

describe('sign-in with the code step', () => {
  it('a user without a second factor signs in as before: the same answer, a token from jwt/create', async () => {
    const u = await createUser(app);
    const login = await post('/api/auth/custom-login/', { username: u.user.username, password: u.password });
    expect(login.body).toEqual({ detail: 'Login exitoso.', contrasena_cambiar: false, must_change_password: false });
    expect((await post('/api/auth/jwt/create/', { username: u.user.username, password: u.password })).status).toBe(200);
  });

  it('custom-login answers a challenge instead of a sign-in; jwt/create gives no token; the code does', async () => {
    const u = await enrolled();
    const login = await post('/api/auth/custom-login/', { username: u.user.username, password: u.password });
    expect(login).toMatchObject({ status: 200, body: { detail: 'Ingresa el código de verificación.', segundo_factor: true, must_change_password: false } });
    const desafio = login.body.desafio as string;
    const token = await post('/api/auth/jwt/create/', { username: u.user.username, password: u.password });
    expect(token.status).toBe(401);
    expect(token.body).not.toHaveProperty('access');

    // The challenge is no session.
    expect((await request(app, { method: 'GET', url: '/api/auth/users/me/', headers: { authorization: `JWT ${desafio}` } })).status).toBe(401);

    // The enrolment took this step's code: the next step's is the first one still unused.
    const code = codeAt(u.secret, Date.now() + STEP);
    const signed = await post('/api/auth/jwt/segundo-factor/', { desafio, codigo: code });
    expect(signed.status).toBe(200);
    const me = await request<Body>(app, { method: 'GET', url: '/api/auth/users/me/', headers: { authorization: `JWT ${signed.body.access as string}` } });
    expect(me).toMatchObject({ status: 200, body: { username: u.user.username } });

    // The same code again is refused (replay), and so is the enrolment's earlier one.
    expect(await post('/api/auth/jwt/segundo-factor/', { desafio, codigo: code })).toMatchObject({ status: 401, body: { detail: SECOND_FACTOR_MESSAGES.badCode } });
    expect((await post('/api/auth/jwt/segundo-factor/', { desafio, codigo: codeAt(u.secret, Date.now()) })).status).toBe(401);
  });

  it('a recovery code works once', async () => {
    const u = await enrolled();
    const { body } = await post('/api/auth/custom-login/', { username: u.user.username, password: u.password });
    const desafio = body.desafio as string;
    const code = u.codes[3]!;
    expect((await post('/api/auth/jwt/segundo-factor/', { desafio, codigo: ` ${code.toUpperCase()} ` })).status).toBe(200);
    expect(await post('/api/auth/jwt/segundo-factor/', { desafio, codigo: code })).toMatchObject({ status: 401, body: { detail: SECOND_FACTOR_MESSAGES.badCode } });
    const status = await request<Body>(app, { method: 'GET', url: '/api/auth/segundo-factor/', headers: u.headers });
    expect(status.body.codigos_restantes).toBe(9);
  });

  it('refuses a forged, foreign or stale challenge with one message', async () => {
    const u = await enrolled();
    const { body } = await post('/api/auth/custom-login/', { username: u.user.username, password: u.password });
    const code = codeAt(u.secret, Date.now() + STEP);
    expect(await post('/api/auth/jwt/segundo-factor/', { desafio: 'x.y.z', codigo: code })).toMatchObject({ status: 401, body: { detail: SECOND_FACTOR_MESSAGES.expired } });
    // An access token is not a challenge.
    expect((await post('/api/auth/jwt/segundo-factor/', { desafio: u.token, codigo: code })).status).toBe(401);
    // A password change voids the challenge (token version).
    await app.db.execute(sql`update users set token_version = token_version + 1 where id = ${u.user.id}`);
    expect(await post('/api/auth/jwt/segundo-factor/', { desafio: body.desafio, codigo: code })).toMatchObject({ status: 401, body: { detail: SECOND_FACTOR_MESSAGES.expired } });
  });

  it('wrong codes count as failed sign-ins: the lockout refuses even the right code, and a right password does not reopen it', async () => {
    const u = await enrolled();
    const ip = '10.9.9.9';
    const login = await post('/api/auth/custom-login/', { username: u.user.username, password: u.password }, undefined, ip);
    const desafio = login.body.desafio as string;
    const right = codeAt(u.secret, Date.now() + STEP);
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post('/api/auth/jwt/segundo-factor/', { desafio, codigo: wrong }, undefined, ip)).status);
    // The password again, right: the code's failures still count.
    expect((await post('/api/auth/custom-login/', { username: u.user.username, password: u.password }, undefined, ip)).status).toBe(200);
    for (let i = 0; i < 2; i++) statuses.push((await post('/api/auth/jwt/segundo-factor/', { desafio, codigo: wrong }, undefined, ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const locked = await post('/api/auth/jwt/segundo-factor/', { desafio, codigo: right }, undefined, ip);
    expect(locked.status).toBe(429);
    expect((await post('/api/auth/custom-login/', { username: u.user.username, password: u.password }, undefined, ip)).status).toBe(429);
  });

  it('a parallel burst of codes gets at most the limit judged', async () => {
    const u = await enrolled();
    const ip = '10.9.9.10';
    const { body } = await post('/api/auth/custom-login/', { username: u.user.username, password: u.password }, undefined, ip);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => post('/api/auth/jwt/segundo-factor/', { desafio: body.desafio, codigo: String(100000 + i) }, undefined, ip)));
    expect(burst.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
    expect(burst.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(7);
  });
});

describe('who must use a second factor', () => {
  it('superusers and members of a group that requires it are told at sign-in until they enrol', async () => {
    const root = await createUser(app, { is_superuser: true });
    const rootLogin = await post('/api/auth/custom-login/', { username: root.user.username, password: root.password });
    expect(rootLogin.body).toMatchObject({ detail: 'Login exitoso.', segundo_factor_pendiente: true });

    const member = await createUser(app, { groups: ['g_requiere_2fa'] });
    const plain = await post('/api/auth/custom-login/', { username: member.user.username, password: member.password });
    expect(plain.body).not.toHaveProperty('segundo_factor_pendiente');
    const [group] = await app.db.select().from(groups).where(eq(groups.name, 'g_requiere_2fa'));
    const url = `/api/auth/groups/${group!.id}/segundo-factor/`;
    // Marked in the groups admin: auth.change_group, else 403.
    const viewer = await createUser(app, { permissions: ['auth.view_group'] });
    const refused = await request(app, { method: 'PATCH', url, payload: { requiere_segundo_factor: true }, headers: viewer.headers });
    expect(refused.status).toBe(403);
    const editor = await createUser(app, { permissions: ['auth.change_group', 'auth.view_group'] });
    const bad = await request<Body>(app, { method: 'PATCH', url, payload: { requiere_segundo_factor: 'si' }, headers: editor.headers });
    expect(bad.status).toBe(400);
    const marked = await request<Body>(app, { method: 'PATCH', url, payload: { requiere_segundo_factor: true }, headers: editor.headers });
    expect(marked).toMatchObject({ status: 200, body: { id: group!.id, requiere_segundo_factor: true } });
    const listed = await request<Body>(app, { method: 'GET', url: '/api/auth/groups/segundo-factor/', headers: viewer.headers });
    expect(listed.body.ids).toContain(group!.id);
    const told = await post('/api/auth/custom-login/', { username: member.user.username, password: member.password });
    expect(told.body).toMatchObject({ segundo_factor_pendiente: true });
    const status = await request<Body>(app, { method: 'GET', url: '/api/auth/segundo-factor/', headers: member.headers });
    expect(status.body).toMatchObject({ activo: false, requerido: true });
  });
});
