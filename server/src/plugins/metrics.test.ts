import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, request } from '../test-utils.js';
import type { TestApp, TestUser } from '../test-utils.js';
import { TIMED_OPERATIONS } from './metrics.js';

const TOKEN = 'token-de-metricas-0123456789';
let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ metrics: { port: 0, token: TOKEN } });
  admin = await createUser(app, { is_superuser: true });
});
afterAll(async () => {
  await app?.close();
});

async function scrape(): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return res.body;
}

describe('metrics', () => {
  it('/metrics on the API port needs the token: anyone else gets the 404 of an unknown URL', async () => {
    for (const authorization of [undefined, 'Bearer otro', `JWT ${TOKEN}`, admin.headers.authorization]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(404);
    }
  });

  it('times requests by route pattern (never the raw URL) and status', async () => {
    const plain = await createUser(app);
    await request(app, { method: 'GET', url: '/api/auth/users/98765/?q=secreto', headers: plain.headers });
    await request(app, { method: 'GET', url: '/no/existe/123' });
    const text = await scrape();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/users\/:id\/",status="403"\} 1\n/);
    expect(text).toContain('route="(sin ruta)",status="404"');
    expect(text).not.toContain('98765');
    expect(text).not.toContain('/no/existe');
  });

  it('counts session cache hits and misses, and reports the event loop lag', async () => {
    const before = await scrape();
    const value = (text: string, name: string) => Number(text.match(new RegExp(`^${name} (\\d+)$`, 'm'))?.[1]);
    const ana = await createUser(app);
    await request(app, { method: 'GET', url: '/api/auth/users/me/', headers: ana.headers });
    await request(app, { method: 'GET', url: '/api/auth/users/me/', headers: ana.headers });
    const after = await scrape();
    expect(value(after, 'gestion_auth_cache_misses_total') - value(before, 'gestion_auth_cache_misses_total')).toBe(1);
    expect(value(after, 'gestion_auth_cache_hits_total') - value(before, 'gestion_auth_cache_hits_total')).toBe(1);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('reports the pool on PostgreSQL (in use, total, waiting); PGlite has no pool', async () => {
    const text = await scrape();
    if (app.dbPoolStats()) {
      expect(text).toMatch(/^gestion_db_pool_connections_in_use \d+$/m);
      expect(text).toMatch(/^gestion_db_pool_waiting 0$/m);
      expect(text).toMatch(/^gestion_db_pool_connections_total [1-9]\d*$/m);
    } else {
      expect(text).not.toContain('gestion_db_pool');
    }
  });

  it('times the imports and projections; every timed operation names a registered route', async () => {
    const registered = new Set(app.routeAccess.map((r) => `${r.method} ${r.url}`));
    for (const key of TIMED_OPERATIONS.keys()) expect(registered, key).toContain(key);
    expect((await request(app, { method: 'POST', url: '/api/rodox/jornadas/987654/proyectar/', headers: admin.headers, payload: {} })).status).toBe(404);
    expect(await scrape()).toMatch(/gestion_operation_duration_seconds_count\{operation="rodox_projection",outcome="refused"\} 1\n/);
  });

  it('serves the same on a port of its own (METRICS_PORT), without a token', async () => {
    const address = app.metrics.address();
    expect(address).not.toBeNull();
    const res = await fetch(`http://127.0.0.1:${address!.port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_request_duration_seconds_bucket');
    expect((await fetch(`http://127.0.0.1:${address!.port}/api/auth/users/`)).status).toBe(404);
  });
});
