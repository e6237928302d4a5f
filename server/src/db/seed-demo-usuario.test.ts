import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardConfig } from '@gestion/contract/usuario';
import { findUserByUsername } from '../repositories/users.js';
import { buildTestApp, createUser, request, type TestApp } from '../test-utils.js';
import { seedUsuarioDemo } from './seed-demo-usuario.js';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ seedDemo: true });
});
afterAll(async () => app?.close());

async function configOf(user: NonNullable<Awaited<ReturnType<typeof findUserByUsername>>>) {
  const headers = { authorization: `JWT ${await app.tokens.sign(user)}` };
  return (await request<DashboardConfig>(app, { method: 'GET', url: '/api/terra/dashboard_config/', headers })).body;
}

describe('user area demo data', () => {
  it('gives the first-start admin the demo context as favourite', async () => {
    const admin = await findUserByUsername(app.db, 'admin');
    expect(admin).toBeTruthy();
    expect(await configOf(admin!)).toEqual({ contextos_favoritos: ['lesa-mill'] });
  });

  it('is idempotent and leaves an existing config alone', async () => {
    expect(await seedUsuarioDemo(app.db)).toEqual({ configs: 0 });
    const later = await createUser(app, { is_superuser: true });
    expect((await request<DashboardConfig>(app, { method: 'GET', url: '/api/terra/dashboard_config/', headers: later.headers })).body).toEqual({
      contextos_favoritos: [],
    });
    expect(await seedUsuarioDemo(app.db)).toEqual({ configs: 0 });
  });
});
