import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bootstrap } from './bootstrap.js';
import { PERMISSION_CATALOGUE } from './db/permission-catalogue.js';
import { groupPermissions, groups, permissions, users } from './db/schema/index.js';
import { syncPermissionCatalogue } from './repositories/permissions.js';
import { findUserByUsername } from './repositories/users.js';
import { buildTestApp, createTestDatabase, createUser, request, TEST_DATABASE_URL } from './test-utils.js';
import type { TestApp, TestDatabase } from './test-utils.js';

describe('first start', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates the whole permission catalogue, stored as full keys', async () => {
    const rows = await app.db.select().from(permissions);
    expect(rows.map((r) => r.codename).sort()).toEqual(PERMISSION_CATALOGUE.map((p) => p.key).sort());
    expect(rows.find((r) => r.codename === 'auth.view_user')).toMatchObject({
      name: 'Can view user',
      app_label: 'auth',
      model: 'user',
    });
    expect(rows.some((r) => r.codename === 'terra.import_precioproducto')).toBe(true);
    expect(rows.some((r) => r.codename === 'pueblo.change_unidadmedidavariante')).toBe(true);
  });

  it('syncs the catalogue idempotently', async () => {
    expect(await syncPermissionCatalogue(app.db)).toBe(0);
    const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(permissions);
    expect(row?.n).toBe(PERMISSION_CATALOGUE.length);
  });

  it('creates the groups, administradores holding every permission', async () => {
    const names = (await app.db.select({ name: groups.name }).from(groups)).map((g) => g.name);
    expect(names).toEqual(expect.arrayContaining(['administradores', 'terra_coordinadores', 'acmia_miembros']));
    const [admins] = await app.db.select().from(groups).where(eq(groups.name, 'administradores'));
    const held = await app.db.select().from(groupPermissions).where(eq(groupPermissions.group_id, admins!.id));
    expect(held).toHaveLength(PERMISSION_CATALOGUE.length);
  });

  it('creates admin/admin as superuser with a forced password change', async () => {
    const admin = await findUserByUsername(app.db, 'admin');
    expect(admin).toMatchObject({ is_superuser: true, is_active: true, must_change_password: true });
    const res = await request(app, {
      method: 'POST',
      url: '/api/auth/custom-login/',
      payload: { username: 'admin', password: 'admin' },
    });
    expect(res).toMatchObject({ status: 200, body: { must_change_password: true } });
  });

  it('never overwrites an existing admin on a later start', async () => {
    const before = await findUserByUsername(app.db, 'admin');
    const result = await bootstrap(app.db, app.passwords, app.log, {
      adminUsername: 'admin',
      adminPassword: 'otra-clave-distinta',
      seedDemo: false,
    });
    expect(result).toEqual({ adminCreated: false, groupsCreated: [], demoSeeded: false });
    const after = await findUserByUsername(app.db, 'admin');
    expect(after).toEqual(before);
  });
});

describe('ADMIN_PASSWORD', () => {
  it('creates the admin with that password and no forced change', async () => {
    const app = await buildTestApp({ adminUsername: 'jefa', adminPassword: 'Clave-De-Jefa-99' });
    try {
      expect(await findUserByUsername(app.db, 'admin')).toBeUndefined();
      expect(await findUserByUsername(app.db, 'jefa')).toMatchObject({ is_superuser: true, must_change_password: false });
      const res = await request(app, {
        method: 'POST',
        url: '/api/auth/custom-login/',
        payload: { username: 'jefa', password: 'Clave-De-Jefa-99' },
      });
      expect(res).toMatchObject({ status: 200, body: { must_change_password: false } });
    } finally {
      await app.close();
    }
  });
});

describe('a second start on the same data', () => {
  let dir: string | null = null;
  let database: TestDatabase | null = null;
  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    await database?.drop();
  });

  it('keeps the admin, the groups and the demo marker', async () => {
    let dbConfig;
    if (TEST_DATABASE_URL) {
      database = await createTestDatabase();
      dbConfig = database.database;
    } else {
      dir = mkdtempSync(path.join(tmpdir(), 'gestion-bootstrap-'));
      dbConfig = { driver: 'pglite' as const, dataDir: dir };
    }
    const first = await buildTestApp({ database: dbConfig, seedDemo: true });
    const admin = await findUserByUsername(first.db, 'admin');
    await first.db.update(users).set({ first_name: 'Cambiado' }).where(eq(users.id, admin!.id));
    await first.close();

    const second = await buildTestApp({ database: dbConfig, seedDemo: true, adminPassword: 'no-se-usa-123' });
    try {
      const again = await findUserByUsername(second.db, 'admin');
      expect(again).toMatchObject({ id: admin!.id, first_name: 'Cambiado', password: admin!.password });
      const result = await bootstrap(second.db, second.passwords, second.log, {
        adminUsername: 'admin',
        adminPassword: null,
        seedDemo: true,
      });
      expect(result.demoSeeded).toBe(false);
      const [count] = await second.db.select({ n: sql<number>`count(*)::int` }).from(groups);
      expect(count?.n).toBe(3);
    } finally {
      await second.close();
    }
  });
});

describe('the administradores group is known by its id, not its name', () => {
  it('a holder of auth.change_group who renames groups does not receive the catalogue permissions added later', async () => {
    const app = await buildTestApp();
    try {
      const renamer = await createUser(app, { permissions: ['auth.change_group', 'auth.view_group'] });
      const [real] = await app.db.select().from(groups).where(eq(groups.name, 'administradores'));
      const imposter = (await request<{ id: number }>(app, { method: 'POST', url: '/api/auth/groups/', headers: (await createUser(app, { permissions: ['auth.add_group'] })).headers, payload: { name: 'mis_amigos' } })).body;
      const rename = (id: number, name: string) => request(app, { method: 'PATCH', url: `/api/auth/groups/${id}/`, headers: renamer.headers, payload: { name } });
      expect((await rename(real!.id, 'antiguos_admins')).status).toBe(200);
      expect((await rename(imposter.id, 'administradores')).status).toBe(200);

      // A permission new to the catalogue (as a release adds them): taken out, then synchronised back.
      const [perm] = await app.db.select().from(permissions).where(eq(permissions.codename, 'auth.view_historial'));
      await app.db.delete(groupPermissions).where(eq(groupPermissions.permission_id, perm!.id));
      await app.db.delete(permissions).where(eq(permissions.id, perm!.id));
      expect(await syncPermissionCatalogue(app.db)).toBe(1);
      const holders = await app.db
        .select({ name: groups.name })
        .from(groupPermissions)
        .innerJoin(groups, eq(groups.id, groupPermissions.group_id))
        .innerJoin(permissions, eq(permissions.id, groupPermissions.permission_id))
        .where(eq(permissions.codename, 'auth.view_historial'));
      expect(holders.map((h) => h.name)).toEqual(['antiguos_admins']);

      // A later start grants the group now named administradores nothing either.
      const result = await bootstrap(app.db, app.passwords, app.log, { adminUsername: 'admin', adminPassword: null, seedDemo: false });
      expect(result.groupsCreated).toEqual([]);
      expect(await app.db.$count(groupPermissions, eq(groupPermissions.group_id, imposter.id))).toBe(0);
    } finally {
      await app.close();
    }
  });
});
