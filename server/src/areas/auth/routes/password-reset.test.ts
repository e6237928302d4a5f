import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens } from '../../../db/schema/index.js';
import { hashToken } from '../repositories/activation.js';
import { buildTestApp, createUser, request } from '../../../test-utils.js';
import type { TestApp } from '../../../test-utils.js';
import { PASSWORD_RESET_MESSAGES } from './password-reset.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

let addresses = 0;
/** Each test asks from an address of its own: the per-address limit is a test of its own. */
const newAddress = () => `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const ask = (email: string, remoteAddress: string) =>
  request<Record<string, unknown>>(app, { method: 'POST', url: '/api/auth/password-reset/', payload: { email }, remoteAddress });
const confirm = (token: string, password: string) =>
  request<Record<string, unknown>>(app, { method: 'POST', url: '/api/auth/password-reset/confirm/', payload: { token, password } });
const validate = (token: string) =>
  request<Record<string, unknown>>(app, { method: 'POST', url: '/api/auth/password-reset/validate/', payload: { token } });

async function mailsTo(email: string) {
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
}

/** The token of the newest reset mail to `email`. */
async function tokenFrom(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const match = /\/restablecer-contrasena#token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
  if (!match?.[1]) throw new Error(`no reset link for ${email}`);
  return decodeURIComponent(match[1]);
}

const NEW_PASSWORD = 'Otra-Clave-Nueva-2026!';

describe('POST /api/auth/password-reset/', () => {
  it('answers the same for an active account, an unknown address and an inactive account; only the active one gets a mail', async () => {
    const active = await createUser(app, { email: 'activa@example.com' });
    await createUser(app, { email: 'inactiva@example.com', is_active: false });
    const ip = newAddress();
    const answers = await Promise.all(['activa@example.com', 'nadie@example.com', 'inactiva@example.com'].map((e) => ask(e, ip)));
    for (const res of answers) expect(res).toMatchObject({ status: 200, body: { detail: PASSWORD_RESET_MESSAGES.requested } });
    expect(answers.map((a) => Object.keys(a.body))).toEqual([['detail'], ['detail'], ['detail']]);

    const [mail] = await mailsTo('activa@example.com');
    expect(mail).toMatchObject({ subject: 'Restablece tu contraseña', status: 'logged' });
    expect(mail?.body).toContain(`Hola ${active.user.username}:`);
    expect(mail?.body).toContain('http://localhost:3000/restablecer-contrasena#token=');
    expect(await mailsTo('nadie@example.com')).toEqual([]);
    expect(await mailsTo('inactiva@example.com')).toEqual([]);
  });

  it('matches the address whatever its case and spaces', async () => {
    const u = await createUser(app, { email: 'Mayus@Example.com' });
    expect((await ask('  mayus@EXAMPLE.com ', newAddress())).status).toBe(200);
    const [mail] = await mailsTo('Mayus@Example.com');
    expect(mail?.body).toContain(`Hola ${u.user.username}:`);
  });

  it('keeps only the SHA-256 of the token, valid one hour', async () => {
    const u = await createUser(app, { email: 'hash@example.com' });
    const before = Date.now();
    await ask('hash@example.com', newAddress());
    const token = await tokenFrom('hash@example.com');
    const rows = await app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, u.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashToken(token));
    expect(rows[0]?.token_hash).not.toContain(token);
    const dump = JSON.stringify(await app.db.execute(sql`select * from password_reset_tokens`));
    expect(dump).not.toContain(token);
    const lifetime = rows[0]!.expires_at.getTime() - before;
    expect(lifetime).toBeGreaterThan(3_590_000);
    expect(lifetime).toBeLessThanOrEqual(3_600_000 + 5_000);
  });

  it('refuses a blank or missing email with a field error', async () => {
    const ip = newAddress();
    expect(await ask('   ', ip)).toMatchObject({ status: 400, body: { email: ['Este campo no puede estar en blanco.'] } });
    const missing = await request(app, { method: 'POST', url: '/api/auth/password-reset/', payload: {}, remoteAddress: ip });
    expect(missing).toMatchObject({ status: 400, body: { email: ['Este campo es requerido.'] } });
  });

  it('limits the requests per email (3 an hour), existing or not, with the same 429', async () => {
    await createUser(app, { email: 'limite@example.com' });
    for (const email of ['limite@example.com', 'limite-nadie@example.com']) {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await ask(i % 2 ? email.toUpperCase() : email, newAddress()));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
      expect(answers[3]).toMatchObject({ body: { detail: PASSWORD_RESET_MESSAGES.throttled } });
      expect(Number(answers[3]?.response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await mailsTo('limite@example.com')).toHaveLength(3);
  });

  it('limits the requests per address (10 an hour), even in a parallel burst', async () => {
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => ask(`rafaga${i}@example.com`, ip)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(6);
  });
});

describe('POST /api/auth/password-reset/confirm/', () => {
  it('sets the new password, ends every session and is single use', async () => {
    const u = await createUser(app, { email: 'uso@example.com', must_change_password: true });
    // A second session of the same user, signed in before the reset.
    const other = await request<{ access: string }>(app, { method: 'POST', url: '/api/auth/jwt/create/', payload: { username: u.user.username, password: u.password } });
    expect(other.status).toBe(200);

    await ask('uso@example.com', newAddress());
    const token = await tokenFrom('uso@example.com');
    expect(await validate(token)).toMatchObject({ status: 200, body: { detail: PASSWORD_RESET_MESSAGES.valid } });
    expect(await confirm(token, NEW_PASSWORD)).toMatchObject({ status: 200, body: { detail: PASSWORD_RESET_MESSAGES.done } });

    for (const session of [u.token, other.body.access]) {
      const me = await request(app, { method: 'GET', url: '/api/auth/users/me/', headers: { authorization: `JWT ${session}` } });
      expect(me.status).toBe(401);
    }
    const oldPassword = await request(app, { method: 'POST', url: '/api/auth/custom-login/', payload: { username: u.user.username, password: u.password } });
    expect(oldPassword.status).toBe(401);
    const signedIn = await request(app, { method: 'POST', url: '/api/auth/custom-login/', payload: { username: u.user.username, password: NEW_PASSWORD } });
    expect(signedIn).toMatchObject({ status: 200, body: { must_change_password: false } });

    // Used once: the same link again, checked or spent, is the one message.
    expect(await validate(token)).toMatchObject({ status: 400, body: { detail: PASSWORD_RESET_MESSAGES.invalidLink } });
    expect(await confirm(token, 'Tercera-Clave-2026!')).toMatchObject({ status: 400, body: { detail: PASSWORD_RESET_MESSAGES.invalidLink } });
  });

  it('voids the other links of the user once one is used', async () => {
    await createUser(app, { email: 'dos@example.com' });
    await ask('dos@example.com', newAddress());
    const first = await tokenFrom('dos@example.com');
    await ask('dos@example.com', newAddress());
    const second = await tokenFrom('dos@example.com');
    expect(second).not.toBe(first);
    expect((await confirm(second, NEW_PASSWORD)).status).toBe(200);
    expect(await confirm(first, 'Tercera-Clave-2026!')).toMatchObject({ status: 400, body: { detail: PASSWORD_RESET_MESSAGES.invalidLink } });
  });

  it('refuses an expired link (past its hour) and an unknown one with the same message', async () => {
    const u = await createUser(app, { email: 'caduca@example.com' });
    await ask('caduca@example.com', newAddress());
    const token = await tokenFrom('caduca@example.com');
    await app.db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.user_id, u.user.id));
    for (const t of [token, 'no-existe', 'x'.repeat(200)]) {
      expect(await validate(t)).toMatchObject({ status: 400, body: { detail: PASSWORD_RESET_MESSAGES.invalidLink } });
      expect(await confirm(t, NEW_PASSWORD)).toMatchObject({ status: 400, body: { detail: PASSWORD_RESET_MESSAGES.invalidLink } });
    }
    const signedIn = await request(app, { method: 'POST', url: '/api/auth/custom-login/', payload: { username: u.user.username, password: u.password } });
    expect(signedIn.status).toBe(200);
  });

  it('applies the password policy and keeps the link usable after a refused password', async () => {
    const u = await createUser(app, { email: 'politica@example.com', username: 'politica' });
    await ask('politica@example.com', newAddress());
    const token = await tokenFrom('politica@example.com');
    const weak = await confirm(token, '12345');
    expect(weak.status).toBe(400);
    expect(weak.body.password).toEqual([
      'La contraseña es demasiado corta. Debe contener al menos 8 caracteres.',
      'Esta contraseña es demasiado común.',
      'Esta contraseña es completamente numérica.',
    ]);
    const similar = await confirm(token, 'politica1');
    expect(similar.body.password).toContain('La contraseña es demasiado similar a la de nombre de usuario.');
    expect((await confirm(token, NEW_PASSWORD)).status).toBe(200);
    const signedIn = await request(app, { method: 'POST', url: '/api/auth/jwt/create/', payload: { username: u.user.username, password: NEW_PASSWORD } });
    expect(signedIn.status).toBe(200);
  });

  it('does not reset an account deactivated after the link was sent', async () => {
    const u = await createUser(app, { email: 'desactivada@example.com' });
    await ask('desactivada@example.com', newAddress());
    const token = await tokenFrom('desactivada@example.com');
    await app.db.execute(sql`update users set is_active = false where id = ${u.user.id}`);
    expect(await confirm(token, NEW_PASSWORD)).toMatchObject({ status: 400, body: { detail: PASSWORD_RESET_MESSAGES.invalidLink } });
  });

  it('answers field errors for a missing token or password', async () => {
    const res = await request(app, { method: 'POST', url: '/api/auth/password-reset/confirm/', payload: {} });
    expect(res).toMatchObject({ status: 400, body: { token: ['Este campo es requerido.'], password: ['Este campo es requerido.'] } });
  });

  it('writes the change to the history without the password', async () => {
    const u = await createUser(app, { email: 'historia@example.com' });
    await ask('historia@example.com', newAddress());
    expect((await confirm(await tokenFrom('historia@example.com'), NEW_PASSWORD)).status).toBe(200);
    const rows = await app.db.execute(sql`select accion, usuario_username, detalle::text as detalle, cambios::text as cambios from historial where objeto_tipo = 'auth.user' and objeto_id = ${String(u.user.id)}`);
    const entries = (rows as unknown as { rows: { accion: string; usuario_username: string; detalle: string; cambios: string }[] }).rows;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ accion: 'cambiar_contrasena', usuario_username: u.user.username });
    expect(entries[0]?.detalle).toContain('enlace de restablecimiento');
    expect(entries[0]?.cambios).not.toContain('scrypt');
  });
});

describe('GET /api/auth/outbox/ and the reset mails', () => {
  it('shows a reset mail to a superuser only: auth.change_user alone may not take over a superuser', async () => {
    const target = await createUser(app, { email: 'jefe@example.com', is_superuser: true });
    await ask('jefe@example.com', newAddress());
    const url = '/api/auth/outbox/?to=jefe%40example.com';
    const staff = await createUser(app, { permissions: ['auth.change_user'] });
    const seenByStaff = await request<{ subject: string }[]>(app, { method: 'GET', url, headers: staff.headers });
    expect(seenByStaff).toMatchObject({ status: 200, body: [] });
    const root = await createUser(app, { is_superuser: true });
    const seenByRoot = await request<{ subject: string; body: string }[]>(app, { method: 'GET', url, headers: root.headers });
    expect(seenByRoot.body.map((m) => m.subject)).toEqual(['Restablece tu contraseña']);
    expect(seenByRoot.body[0]?.body).toContain(`Hola ${target.user.username}:`);
    const nobody = await createUser(app);
    expect((await request(app, { method: 'GET', url, headers: nobody.headers })).status).toBe(403);
  });
});
