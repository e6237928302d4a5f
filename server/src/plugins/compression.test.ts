import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../test-utils.js';
import type { TestApp, TestUser } from '../test-utils.js';
import { COMPRESSION_THRESHOLD } from './compression.js';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { is_superuser: true });
  // Enough users for the export to pass the threshold.
  for (let i = 0; i < 30; i++) await createUser(app, { username: `comprimido${i}` });
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: { ...admin.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('compressed answers', () => {
  it('a superuser’s permissions (several KiB) go in brotli or gzip, as the client prefers, and decode to the same JSON', async () => {
    const plain = await get('/api/auth/permissions/me/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

    const br = await get('/api/auth/permissions/me/', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/auth/permissions/me/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('a small answer goes as it is', async () => {
    const me = await get('/api/auth/users/me/', 'br');
    expect(me.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.json()).toMatchObject({ username: admin.user.username });
  });

  it('a streamed CSV export is compressed on the way and decodes to the same file', async () => {
    const plain = await get('/api/auth/users/exportar/');
    const gzip = await get('/api/auth/users/exportar/', 'gzip');
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/^text\/csv/);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('an error answer keeps its status, JSON and security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/users/999999/', headers: { ...admin.headers, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const body = res.headers['content-encoding'] === 'gzip' ? JSON.parse(gunzipSync(res.rawPayload).toString()) : res.json();
    expect(body).toHaveProperty('detail');
  });
});
