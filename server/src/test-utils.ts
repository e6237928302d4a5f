// Helpers for route tests (vitest + app.inject). Not part of the build.
//
// By default each app gets a fresh in-memory PGlite database. With TEST_DATABASE_URL set
// (e.g. postgres://postgres@127.0.0.1:5432/test) each app gets a fresh PostgreSQL database,
// created from that connection and dropped when the app closes, so test files run in parallel.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, FastifyPluginAsync, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from './app.js';
import type { Config, DatabaseConfig } from './config.js';
import type { PermissionKey } from './db/permission-catalogue.js';
import { addUserToGroups, ensureGroup } from './repositories/groups.js';
import { grantUserPermissions } from './repositories/permissions.js';
import { insertUser } from './repositories/users.js';
import type { UserRow } from './repositories/users.js';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** Cheap password hashing for tests only (the production cost, N=2^17, is config.ts PRODUCTION_SCRYPT; auth-units.test.ts and login.test.ts prove it and the upgrade at sign-in). */
export const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    database: { driver: 'pglite', dataDir: null },
    statementTimeoutMs: 10_000,
    authCacheMs: 5_000,
    shutdownGraceMs: 0,
    metrics: { port: null, token: null },
    dataDir: '/nonexistent',
    jwtSecret: 'test-secret-0123456789abcdef0123456789abcdef',
    jwtAccessMinutes: 60,
    sessionIdleMinutes: 60,
    adminUsername: 'admin',
    adminPassword: null,
    seedDemo: false,
    appUrl: 'http://localhost:3000',
    corsOrigins: ['http://localhost:3000'],
    smtpUrl: null,
    mailFrom: 'test@localhost',
    mailLogSecrets: false,
    loginThrottle: { maxPerUser: 5, userWindowMinutes: 15, maxPerIp: 30, ipWindowMinutes: 10 },
    passwordChangeThrottle: { maxPerUser: 5, userWindowMinutes: 15 },
    registrationThrottle: { maxPerIp: 10, windowMinutes: 60 },
    passwordReset: { maxPerEmail: 3, maxPerIp: 10, windowMinutes: 60 },
    // Off: most tests act as a superuser, who would otherwise have to enrol first. The
    // enforcement has its own tests (areas/auth/routes/second-factor.test.ts) with it on.
    secondFactorEnforced: false,
    activationTokenHours: 72,
    registroDias: 7,
    logLevel: 'silent',
    trustProxy: false,
    scrypt: TEST_SCRYPT,
    rodoxFuentes: { carpeta: '/nonexistent/fuentes', privadas: false },
    historiaDias: null,
    importacionesMaxPorUsuario: 3,
    // Off: a test's few rows would have each app's start analyze the catalogue it migrated. The
    // upkeep has its own tests (plugins/db-upkeep.test.ts).
    dbUpkeep: false,
    ...overrides,
  };
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = '/' + database;
  return u.toString();
}

export interface TestDatabase {
  database: DatabaseConfig;
  drop(): Promise<void>;
}

/** A fresh migrated database with no rows: in-memory PGlite, or a new PostgreSQL database under TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const snapshot = inject('pgliteSnapshot');
    return {
      database: { driver: 'pglite', dataDir: null, ...(snapshot ? { snapshot } : {}) },
      drop: async () => undefined,
    };
  }
  const name = `gestion_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    // Already migrated: a copy of the template test-global-setup.ts migrated once for the run.
    const template = inject('pgTemplate');
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    database: { driver: 'postgres', url: withDatabase(TEST_DATABASE_URL, name) },
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * An app on a fresh database (dropped on close). Pass `database` to reuse one, e.g. to test a
 * second start on the same data; it is then left for the caller to drop.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  plugins: readonly FastifyPluginAsync[] = [],
): Promise<TestApp> {
  const own = overrides.database ? null : await createTestDatabase();
  const config = testConfig({ ...overrides, ...(own ? { database: own.database } : {}) });
  try {
    // TEST_LOG=error (or any pino level) prints the app's log: a 500's cause, which a test sees only as its status.
    const logger = process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false;
    const app = await buildApp({ config, logger, plugins, ...(own ? { afterDatabaseClose: own.drop } : {}) });
    await app.ready();
    return app;
  } catch (err) {
    await own?.drop();
    throw err;
  }
}

let counter = 0;

export interface TestUserOptions {
  username?: string;
  password?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  permissions?: readonly PermissionKey[];
  groups?: readonly string[];
  is_superuser?: boolean;
  is_active?: boolean;
  must_change_password?: boolean;
}

export interface TestUser {
  user: UserRow;
  password: string;
  /** A valid access token for this user (a session of its own, as jwt/create opens). */
  token: string;
  /** `{ authorization: 'JWT <token>' }` */
  headers: { authorization: string };
}

/** Creates a user holding the given direct permissions and groups (created if missing). */
export async function createUser(app: FastifyInstance, options: TestUserOptions = {}): Promise<TestUser> {
  counter += 1;
  const password = options.password ?? `Clave-Segura-${counter}-xyz`;
  const user = await insertUser(app.db, {
    username: options.username ?? `usuario${counter}`,
    password: await app.passwords.hash(password),
    email: options.email ?? `usuario${counter}@example.com`,
    first_name: options.first_name ?? 'Nombre',
    last_name: options.last_name ?? 'Apellido',
    is_superuser: options.is_superuser ?? false,
    is_active: options.is_active ?? true,
    must_change_password: options.must_change_password ?? false,
  });
  if (options.permissions?.length) await grantUserPermissions(app.db, user.id, options.permissions);
  if (options.groups?.length) {
    const ids: number[] = [];
    for (const name of options.groups) ids.push((await ensureGroup(app.db, name)).group.id);
    await addUserToGroups(app.db, user.id, ids);
  }
  const token = await app.sessions.open(user);
  return { user, password, token, headers: { authorization: `JWT ${token}` } };
}

export function authHeaders(token: string, scheme: 'JWT' | 'Bearer' = 'JWT') {
  return { authorization: `${scheme} ${token}` };
}

/** `app.inject` with a JSON body and the response parsed. */
export async function request<T = unknown>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ status: number; body: T; response: LightMyRequestResponse }> {
  const response = await app.inject(options);
  const text = response.body;
  let body: unknown = text;
  if (text && String(response.headers['content-type'] ?? '').includes('json')) body = JSON.parse(text);
  return { status: response.statusCode, body: body as T, response };
}
