import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, request } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('probes', () => {
  it('/livez, /readyz and /healthz answer ok on a running instance', async () => {
    for (const url of ['/livez', '/readyz', '/healthz']) {
      expect(await request(app, { method: 'GET', url })).toMatchObject({ status: 200, body: { status: 'ok' } });
    }
  });

  it('draining: /readyz answers 503 at once, /livez and /healthz stay ok and requests are still served', async () => {
    const ana = await createUser(app);
    app.lifecycle.drain();
    expect(await request(app, { method: 'GET', url: '/readyz' })).toMatchObject({
      status: 503,
      body: { status: 'error', detail: 'El servidor se está deteniendo.' },
    });
    expect((await request(app, { method: 'GET', url: '/livez' })).status).toBe(200);
    expect((await request(app, { method: 'GET', url: '/healthz' })).status).toBe(200);
    expect((await request(app, { method: 'GET', url: '/api/auth/users/me/', headers: ana.headers })).status).toBe(200);
  });
});
