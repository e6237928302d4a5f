import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from './db/schema/index.js';
import { buildTestApp, request } from './test-utils.js';
import type { TestApp } from './test-utils.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ corsOrigins: ['http://localhost:3000', 'http://localhost:3001'] });
});
afterAll(async () => {
  await app?.close();
});

describe('system routes', () => {
  it('GET /healthz checks the database', async () => {
    expect(await request(app, { method: 'GET', url: '/healthz' })).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const doc = await request<{ openapi: string; paths: Record<string, Record<string, { security?: unknown }>> }>(app, {
      method: 'GET',
      url: '/api/docs/json',
    });
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.paths['/api/auth/custom-login/']?.post?.security).toEqual([]);
    expect(doc.body.paths['/api/auth/users/me/']?.get?.security).toEqual([{ jwt: [] }]);
    for (const url of ['/api/docs', '/api/docs/']) {
      const ui = await app.inject({ method: 'GET', url });
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-type']).toMatch(/html/);
    }
    const css = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
  });

  it('answers CORS preflights for the configured origins only', async () => {
    const ok = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/users/me/',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const other = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'http://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('mail without SMTP', () => {
  it('logs the message and writes it to the outbox', async () => {
    await app.mailer.send({ to: 'ana@example.com', subject: 'Activa tu cuenta', body: 'http://localhost:3000/auth/usuario/ana/activate?token=t' });
    const rows = await app.db.select().from(mailOutbox);
    expect(rows).toEqual([
      expect.objectContaining({ to: 'ana@example.com', subject: 'Activa tu cuenta', status: 'logged' }),
    ]);
  });
});
