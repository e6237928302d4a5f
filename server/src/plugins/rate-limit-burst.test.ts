import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/index.js';
import { buildTestApp, createUser } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';

// The limits hold under a burst. The attempt is reserved (judged and recorded in one
// locked step) before the password is checked or the account made, so 50 parallel tries get at
// most the limit judged and the rest 429 (before: 40 parallel wrong passwords, 40 × 401).
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where the tries truly overlap).

const BURST = 50;
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({
    loginThrottle: { maxPerUser: 5, userWindowMinutes: 15, maxPerIp: 1000, ipWindowMinutes: 10 },
    registrationThrottle: { maxPerIp: 3, windowMinutes: 60 },
  });
});
afterAll(async () => {
  await app?.close();
});

const statuses = (codes: number[]) => codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

describe('throttles under a burst', () => {
  it(`${BURST} parallel wrong passwords for one username: 5 judged (401), the rest 429`, async () => {
    const u = await createUser(app);
    const codes = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        app.inject({ method: 'POST', url: '/api/auth/jwt/create/', payload: { username: u.user.username, password: `mala-${i}` }, remoteAddress: `198.51.100.${i}` }).then((r) => r.statusCode),
      ),
    );
    expect(statuses(codes)).toEqual({ 401: 5, 429: BURST - 5 });
  });

  it('a right password of a user with failures still signs in and is not counted', async () => {
    const u = await createUser(app);
    for (let i = 0; i < 4; i++) await app.inject({ method: 'POST', url: '/api/auth/jwt/create/', payload: { username: u.user.username, password: 'mala' } });
    const ok = await app.inject({ method: 'POST', url: '/api/auth/jwt/create/', payload: { username: u.user.username, password: u.password } });
    expect(ok.statusCode).toBe(200);
    // the success cleared the username's failures: five more may fail before the limit
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await app.inject({ method: 'POST', url: '/api/auth/jwt/create/', payload: { username: u.user.username, password: 'mala' } })).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it(`${BURST} parallel registrations from one address: 3 made (201), the rest 429`, async () => {
    const codes = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        app
          .inject({
            method: 'POST',
            url: '/auth/users/',
            payload: { username: `rafaga${i}`, email: `rafaga${i}@example.com`, password: 'Clave-segura-2025', telefono: '+1 809 555 0101', rol: 'coordinador' },
            remoteAddress: '203.0.113.99',
          })
          .then((r) => r.statusCode),
      ),
    );
    expect(statuses(codes)).toEqual({ 201: 3, 429: BURST - 3 });
  });

  it(`${BURST} parallel registrations with a taken email: 3 judged (its owner mailed 3 times), the rest 429`, async () => {
    const owner = await createUser(app, { email: 'ya-existe@example.com' });
    const codes = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        app
          .inject({
            method: 'POST',
            url: '/auth/users/',
            payload: { username: `sondeo${i}`, email: owner.user.email, password: 'Clave-segura-2025', telefono: '', rol: '' },
            remoteAddress: '203.0.113.100',
          })
          .then((r) => r.statusCode),
      ),
    );
    expect(statuses(codes)).toEqual({ 201: 3, 429: BURST - 3 });
    expect(await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.user.email))).toHaveLength(3);
  });
});
