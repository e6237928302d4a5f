import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpFor, totpStep } from '../../../auth/second-factor.js';
import { groups, userRecoveryCodes, userTotp } from '../../../db/schema/index.js';
import { buildTestApp, createUser, request } from '../../../test-utils.js';
import type { TestApp, TestUser } from '../../../test-utils.js';
import { MESSAGES } from '../../../lib/http-errors.js';
import { SECOND_FACTOR_MESSAGES } from './second-factor.js';

let app: TestApp;
beforeAll(async () => {
  // As in production (SEGUNDO_FACTOR_OBLIGATORIO=1): required second factors restrict sessions.
  app = await buildTestApp({ secondFactorEnforced: true });
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

describe('a required second factor not yet enrolled', () => {
  const get = (url: string, headers: Record<string, string>) => request<Body>(app, { method: 'GET', url, headers });

  it('restricts the session to its own account, profile and enrolment until it is enrolled', async () => {
    const root = await createUser(app, { is_superuser: true });
    const me = await get('/api/auth/users/me/', root.headers);
    expect(me).toMatchObject({ status: 200, body: { segundo_factor_pendiente: true } });
    for (const url of ['/api/auth/users/', '/api/main/sprints/', '/api/terra/precios-productos/', '/api/terra/dashboard_config/', '/api/auth/historial/']) {
      expect(await get(url, root.headers), url).toMatchObject({ status: 403, body: { detail: MESSAGES.secondFactorRequired } });
    }
    for (const url of ['/api/auth/permissions/me/', '/api/auth/groups/me/', '/api/usuario-extra/', '/api/profesiones/', '/api/auth/segundo-factor/']) {
      expect((await get(url, root.headers)).status, url).toBe(200);
    }
    expect((await get('/api/auth/segundo-factor/', root.headers)).body).toMatchObject({ activo: false, requerido: true });

    const started = await post('/api/auth/segundo-factor/iniciar/', {}, root.headers);
    const done = await post('/api/auth/segundo-factor/confirmar/', { codigo: codeAt(started.body.secreto as string, Date.now()) }, root.headers);
    expect(done.status).toBe(200);
    // The same token, at once: enrolment lifts the restriction.
    expect((await get('/api/auth/users/', root.headers)).status).toBe(200);
    expect((await get('/api/auth/users/me/', root.headers)).body).toMatchObject({ segundo_factor_pendiente: false });
  });

  it('a group marked as requiring it restricts its members\' open sessions at once', async () => {
    const member = await createUser(app, { groups: ['g_restringe_2fa'], permissions: ['main.view_sprint'] });
    expect((await get('/api/main/sprints/', member.headers)).status).toBe(200);
    const [group] = await app.db.select().from(groups).where(eq(groups.name, 'g_restringe_2fa'));
    const root = await enrolled({ is_superuser: true });
    const marked = await request(app, { method: 'PATCH', url: `/api/auth/groups/${group!.id}/segundo-factor/`, payload: { requiere_segundo_factor: true }, headers: root.headers });
    expect(marked.status).toBe(200);
    expect(await get('/api/main/sprints/', member.headers)).toMatchObject({ status: 403, body: { detail: MESSAGES.secondFactorRequired } });
    await request(app, { method: 'PATCH', url: `/api/auth/groups/${group!.id}/segundo-factor/`, payload: { requiere_segundo_factor: false }, headers: root.headers });
    expect((await get('/api/main/sprints/', member.headers)).status).toBe(200);
  });

  it('with SEGUNDO_FACTOR_OBLIGATORIO=0 nothing is restricted and nothing is required', async () => {
    const relaxed = await buildTestApp({ secondFactorEnforced: false });
    try {
      const root = await createUser(relaxed, { is_superuser: true });
      expect((await request<Body>(relaxed, { method: 'GET', url: '/api/auth/users/', headers: root.headers })).status).toBe(200);
      const me = await request<Body>(relaxed, { method: 'GET', url: '/api/auth/users/me/', headers: root.headers });
      expect(me.body).toMatchObject({ segundo_factor_pendiente: false });
      const status = await request<Body>(relaxed, { method: 'GET', url: '/api/auth/segundo-factor/', headers: root.headers });
      expect(status.body).toMatchObject({ requerido: false });
    } finally {
      await relaxed.close();
    }
  });
});

describe('turning the second factor off and renewing the recovery codes', () => {
  it('turns off with a current code; then sign-in has no code step', async () => {
    const u = await enrolled();
    const wrongCode = codeAt(u.secret, Date.now() + STEP) === '000000' ? '111111' : '000000';
    expect(await post('/api/auth/segundo-factor/desactivar/', { codigo: wrongCode }, u.headers)).toMatchObject({
      status: 400,
      body: { codigo: [SECOND_FACTOR_MESSAGES.badCode] },
    });
    const off = await post('/api/auth/segundo-factor/desactivar/', { codigo: codeAt(u.secret, Date.now() + STEP) }, u.headers);
    expect(off).toMatchObject({ status: 200, body: { detail: SECOND_FACTOR_MESSAGES.disabled } });
    expect((await request<Body>(app, { method: 'GET', url: '/api/auth/segundo-factor/', headers: u.headers })).body).toEqual({ activo: false, requerido: false, codigos_restantes: 0 });
    expect(await app.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.user_id, u.user.id))).toHaveLength(0);
    expect(await app.db.select().from(userTotp).where(eq(userTotp.user_id, u.user.id))).toHaveLength(0);
    const login = await post('/api/auth/custom-login/', { username: u.user.username, password: u.password });
    expect(login.body).toEqual({ detail: 'Login exitoso.', contrasena_cambiar: false, must_change_password: false });
    expect(await post('/api/auth/segundo-factor/desactivar/', { codigo: '123456' }, u.headers)).toMatchObject({ status: 400, body: { detail: SECOND_FACTOR_MESSAGES.notActive } });
  });

  it('is refused to whoever must use it, before any code is judged', async () => {
    const root = await enrolled({ is_superuser: true });
    expect(await post('/api/auth/segundo-factor/desactivar/', { codigo: root.codes[0] }, root.headers)).toMatchObject({
      status: 400,
      body: { detail: SECOND_FACTOR_MESSAGES.cannotDisable },
    });
    // The recovery code was not spent on a refused call.
    expect((await request<Body>(app, { method: 'GET', url: '/api/auth/segundo-factor/', headers: root.headers })).body).toMatchObject({ activo: true, codigos_restantes: 10 });
  });

  it('new recovery codes replace the old ones, shown once', async () => {
    const u = await enrolled();
    const renewed = await post('/api/auth/segundo-factor/codigos/', { codigo: u.codes[0] }, u.headers);
    expect(renewed).toMatchObject({ status: 200, body: { detail: SECOND_FACTOR_MESSAGES.newCodes } });
    const fresh = renewed.body.codigos_recuperacion as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => u.codes.includes(c))).toBe(false);
    const { body } = await post('/api/auth/custom-login/', { username: u.user.username, password: u.password });
    expect((await post('/api/auth/jwt/segundo-factor/', { desafio: body.desafio, codigo: u.codes[1] })).status).toBe(401);
    expect((await post('/api/auth/jwt/segundo-factor/', { desafio: body.desafio, codigo: fresh[1] })).status).toBe(200);
  });

  it('a parallel burst of wrong codes gets at most the sign-in limit judged', async () => {
    const u = await enrolled();
    const ip = '10.9.9.11';
    const right = codeAt(u.secret, Date.now() + STEP);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post('/api/auth/segundo-factor/codigos/', { codigo: String(100000 + i) === right ? '999999' : String(100000 + i) }, u.headers, ip)),
    );
    expect(burst.filter((r) => r.status === 400).length).toBeLessThanOrEqual(5);
    expect(burst.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(7);
  });
});
