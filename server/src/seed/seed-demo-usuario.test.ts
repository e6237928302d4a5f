import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardConfig } from '@gestion/contract/usuario';
import { dashboardConfigDe } from '../areas/terra/repositories/dashboard-configs.js';
import { findUserByUsername } from '../repositories/users.js';
import { buildTestApp, createUser, request, type TestApp } from '../test-utils.js';
import { seedUsuarioDemo } from './seed-demo-usuario.js';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ seedDemo: true });
});
afterAll(async () => app?.close());

describe('user area demo data', () => {
  it('gives the first-start admin the demo context as favourite', async () => {
    const admin = await findUserByUsername(app.db, 'admin');
    expect(admin).toBeTruthy();
    // Read in the database: the first-start admin (admin/admin) must change the password before
    // any call but the session reads answers.
    expect(await dashboardConfigDe(app.db, admin!.id)).toEqual({ contextos_favoritos: ['lesa-mill'] });
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
