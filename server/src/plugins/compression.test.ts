import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createUser } from '../test-utils.js';
import type { TestApp, TestUser } from '../test-utils.js';
import type { FastifyPluginAsync } from 'fastify';
import { COMPRESSION_THRESHOLD, negotiate, SYNC_LIMIT } from './compression.js';

/** The source of the endless download, to see it destroyed. */
let endless: Readable | null = null;
const big: FastifyPluginAsync = async (app) => {
  app.get('/test/grande/', { config: { access: 'public' } }, async () => ({ filas: Array.from({ length: 4000 }, (_, i) => ({ id: i, nombre: `Producto de prueba ${i}` })) }));
  // Incompressible and never ending: only its reader leaving can stop it.
  app.get('/test/sin-fin/', { config: { access: 'public' } }, async (_request, reply) => {
    endless = new Readable({ read: () => void endless!.push(randomBytes(64 * 1024)) });
    return reply.header('content-type', 'text/csv; charset=utf-8').send(endless);
  });
};

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp({}, [big]);
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

  it('a body above the in-place limit is compressed on the thread pool and decodes the same', async () => {
    const plain = await get('/test/grande/');
    expect(plain.rawPayload.length).toBeGreaterThan(SYNC_LIMIT);
    const br = await get('/test/grande/', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });
});

describe('a compressed stream over a real socket', () => {
  it('its reader leaving destroys the source behind the encoder (an export gives back its slot)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const req = http.get(`${address}/test/sin-fin/`, { headers: { 'accept-encoding': 'br' } });
    const [res] = (await once(req, 'response')) as [http.IncomingMessage];
    expect(res.headers['content-encoding']).toBe('br');
    const source = endless!;
    expect(source.destroyed).toBe(false);
    req.destroy();
    await vi.waitFor(() => expect(source.destroyed).toBe(true), { timeout: 5000, interval: 20 });
  });
});

describe('negotiate', () => {
  it('prefers brotli, honours q-values and the wildcard, and refuses what is not offered', () => {
    expect(negotiate('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiate('gzip')).toBe('gzip');
    expect(negotiate('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiate('*')).toBe('br');
    expect(negotiate('identity')).toBeNull();
    expect(negotiate('gzip;q=0, br;q=0')).toBeNull();
    expect(negotiate(undefined)).toBeNull();
  });
});
