import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase, createUser, testConfig } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let app: TestApp;
beforeAll(async () => {
  const db = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ database: db.database }),
    logger: { level: 'info', stream: sink },
    afterDatabaseClose: db.drop,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  it('keeps a safe id from the proxy and returns it', async () => {
    const res = await app.inject({ method: 'GET', url: '/livez', headers: { 'x-request-id': 'proxy-7f3a.01:x_y' } });
    expect(res.headers['x-request-id']).toBe('proxy-7f3a.01:x_y');
  });

  it('generates a UUID when there is none, or the given one is too long or unsafe', async () => {
    for (const given of [undefined, 'a'.repeat(129), 'id con espacios', 'x\r\nfalso: 1', '']) {
      const res = await app.inject({ method: 'GET', url: '/livez', headers: given === undefined ? {} : { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('is on every answer: 404, 401, 400', async () => {
    for (const [method, url] of [['GET', '/no/such'], ['GET', '/api/auth/users/me/'], ['POST', '/api/auth/jwt/create/']] as const) {
      const res = await app.inject({ method, url, headers: { 'x-request-id': `t-${url.length}` } });
      expect(res.headers['x-request-id'], url).toBe(`t-${url.length}`);
    }
  });

  it('is in every log line of the request, and the completion line has route, status, duration and user', async () => {
    const plain = await createUser(app);
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/users/12345/?x=1',
      headers: { ...plain.headers, 'x-request-id': 'req-forbidden-1' },
    });
    expect(res.statusCode).toBe(403);
    const mine = lines.filter((l) => l.reqId === 'req-forbidden-1');
    expect(mine.map((l) => l.msg)).toEqual(['permission denied', 'request completed']);
    expect(mine[1]).toMatchObject({ method: 'GET', route: '/api/auth/users/:id/', status: 403, userId: plain.user.id });
    expect(typeof mine[1]!.ms).toBe('number');
    // Every line logged while serving a request belongs to one.
    expect(lines.filter((l) => l.msg === 'request completed' && !l.reqId)).toEqual([]);
  });
});
