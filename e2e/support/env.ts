import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import apps from '../../apps.json' with { type: 'json' };

/**
 * The extra servers of the deploy-skew spec: pages that mix builds of two releases. The API
 * accepts their origins too (CORS_ORIGINS below).
 */
export const SKEW_PORTS = { oldHost: 3010, nextHost: 3011, nextTerra: 3012, nextMain: 3013 };
const PAGE_PORTS = [...apps.apps.map((a) => a.port), SKEW_PORTS.oldHost, SKEW_PORTS.nextHost];

/**
 * This checkout's scratch folder: two checkouts running the suite side by side (each in its own
 * network namespace) once shared `/tmp/gestion-e2e-data`, and each start wiped the other's database.
 */
export const E2E_TMP = path.join(
  os.tmpdir(),
  `gestion-e2e-${crypto.createHash('sha256').update(path.resolve(import.meta.dirname, '../..')).digest('hex').slice(0, 10)}`,
);

/** The workers' locks (support/suite-lock.ts); the suite's start removes any a killed run left. */
export const E2E_LOCKS = path.join(E2E_TMP, 'locks');

/** The environment `pnpm start` runs with under the suite: known secrets, fresh data. */
export const E2E_ENV = {
  CORS_ORIGINS: PAGE_PORTS.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]).join(','),
  DATA_DIR: path.join(E2E_TMP, 'data'),
  JWT_SECRET: 'e2e-secret-only-for-the-test-suite-0123456789abcdef',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'Admin-e2e-2025!',
  SEED_DEMO: '0',
  // The only folder whose files a Rodox context may name as its draw source (the specs write their
  // feeds here; the server reads them through sorteos/actualizar).
  RODOX_FUENTES_DIR: path.join(E2E_TMP, 'fuentes'),
  LOG_LEVEL: 'warn',
  // The suite's admin is a superuser, who must use a second factor: enforced, every sign-in of the
  // admin would be sent to enrol it. The code step of an enrolled user is tested on its own.
  SEGUNDO_FACTOR_OBLIGATORIO: '0',
};

export const API = 'http://localhost:8000';
export const ADMIN = { username: E2E_ENV.ADMIN_USERNAME, password: E2E_ENV.ADMIN_PASSWORD };
