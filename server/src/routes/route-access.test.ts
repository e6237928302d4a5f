import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsync } from 'fastify';
import { buildTestApp, createUser, request } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';

// Every route must declare `config.access`; the auth plugin records them all (onRoute).

const undeclared: FastifyPluginAsync = async (app) => {
  app.get('/test/undeclared/', async () => ({ leaked: true }));
};

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, [undeclared]);
});
afterAll(async () => {
  await app?.close();
});

describe('route access declarations', () => {
  it('every route of the app declares its access', () => {
    const missing = app.routeAccess
      .filter((r) => r.access === undefined && !r.url.startsWith('/test/'))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing, `routes without config.access:\n${missing.join('\n')}`).toEqual([]);
    expect(app.routeAccess.length).toBeGreaterThan(5);
  });

  it('a route without a declaration serves no one (fails closed)', async () => {
    expect(app.routeAccess).toContainEqual({ method: 'GET', url: '/test/undeclared/', access: undefined });
    const root = await createUser(app, { is_superuser: true });
    for (const headers of [{}, root.headers]) {
      const res = await request(app, { method: 'GET', url: '/test/undeclared/', headers });
      expect(res.status).toBe(403);
      expect(res.response.body).not.toContain('leaked');
    }
  });

  it('rejects an unknown permission key at registration', async () => {
    const typo: FastifyPluginAsync = async (instance) => {
      instance.get('/test/typo/', { config: { access: { permission: 'auth.view_usr' as 'auth.view_user' } } }, async () => ({}));
    };
    await expect(buildTestApp({}, [typo])).rejects.toThrow(/invalid access declaration/);
  });
});
