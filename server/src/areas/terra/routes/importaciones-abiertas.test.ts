import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportacionAbierta } from '@gestion/contract/terra';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';

// How many unconfirmed chunked imports one user may hold at once (IMPORTACIONES_MAX_POR_USUARIO):
// each may stage 200,000 rows for a day.

let app: TestApp;
const PERMS = ['terra.add_precioproducto'] as const;
const TOO_MANY = 'Ya tienes 2 importaciones por partes abiertas: confirma o descarta alguna, o espera a que caduquen (24 h), antes de abrir otra.';

beforeAll(async () => {
  app = await buildTestApp({ importacionesMaxPorUsuario: 2 });
});
afterAll(async () => app?.close());

const abrir = (who: TestUser) => request<ImportacionAbierta & { detail?: string }>(app, { method: 'POST', url: '/api/terra/importaciones/', headers: who.headers, payload: {} });

describe('staged imports per user', () => {
  it('past the limit a Spanish 429; discarding or confirming one frees its place; others are not held back', async () => {
    const ana = await createUser(app, { permissions: PERMS });
    const first = await abrir(ana);
    const second = await abrir(ana);
    expect([first.status, second.status]).toEqual([201, 201]);
    const third = await app.inject({ method: 'POST', url: '/api/terra/importaciones/', headers: ana.headers, payload: {} });
    expect([third.statusCode, third.json(), third.headers['retry-after']]).toEqual([429, { detail: TOO_MANY }, '60']);
    expect((await abrir(await createUser(app, { permissions: PERMS }))).status).toBe(201);
    expect((await request(app, { method: 'DELETE', url: `/api/terra/importaciones/${first.body.id}/`, headers: ana.headers })).status).toBe(204);
    expect((await abrir(ana)).status).toBe(201);
    expect((await request(app, { method: 'POST', url: `/api/terra/importaciones/${second.body.id}/confirmar/`, headers: ana.headers, payload: {} })).status).toBe(200);
    expect((await abrir(ana)).status).toBe(201);
    expect((await abrir(ana)).status).toBe(429);
  });

  it('a burst of openings at once gets exactly the limit through', async () => {
    const beto = await createUser(app, { permissions: PERMS });
    const answers = await Promise.all(Array.from({ length: 8 }, () => abrir(beto)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 429, 429, 429, 429, 429, 429]);
  });
});
