import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsync } from 'fastify';
import { buildTestApp, createUser } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';

const probe: FastifyPluginAsync = async (app) => {
  app.get('/test/boom/', { config: { access: 'public' } }, async () => {
    throw new Error('fallo interno');
  });
};

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, [probe]);
});
afterAll(async () => {
  await app?.close();
});

const STRICT = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

describe('security headers of the API', () => {
  it('are on a 200, a 404, a 401 and an error answer, with the policy that allows nothing', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/healthz' }),
      app.inject({ method: 'GET', url: '/no/existe/' }),
      app.inject({ method: 'GET', url: '/api/auth/users/me/' }),
      app.inject({ method: 'GET', url: '/test/boom/' }),
      app.inject({ method: 'POST', url: '/api/auth/login/', payload: '{"username": ', headers: { 'content-type': 'application/json' } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 401, 500, 400]);
    for (const answer of answers) expect(answer.headers).toMatchObject(STRICT);
  });

  it('Cache-Control: no-store on every answer with a session, the lists, errors and the CSV files included', async () => {
    const user = await createUser(app, { permissions: ['auth.view_user', 'auth.view_historial'] });
    const urls = ['/api/auth/users/me/', '/api/auth/permissions/me/', '/api/auth/users/', '/api/auth/historial/', '/api/auth/users/exportar/', '/api/auth/groups/', '/api/terra/precios-productos/'];
    const answers = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url, headers: user.headers })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 403, 403]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    const login = await app.inject({ method: 'POST', url: '/api/auth/jwt/create/', payload: { username: user.user.username, password: user.password } });
    expect([login.statusCode, login.headers['cache-control']]).toEqual([200, 'no-store']);
  });

  it('let the Swagger UI load its own scripts, styles and document, and nothing else', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/swagger-ui-bundle.js']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBeLessThan(400);
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("connect-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(answer.headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' });
    }
  });

  it('do not take a path that only starts like the docs for them', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/docsx' });
    expect(answer.headers['content-security-policy']).toBe(STRICT['content-security-policy']);
  });
});
