import os from 'node:os';
import path from 'node:path';

/** The environment `pnpm start` runs with under the suite: known secrets, fresh data. */
export const E2E_ENV = {
  DATA_DIR: path.join(os.tmpdir(), 'gestion-e2e-data'),
  JWT_SECRET: 'e2e-secret-only-for-the-test-suite-0123456789abcdef',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'Admin-e2e-2025!',
  SEED_DEMO: '0',
  // The only folder whose files a Rodox context may name as its draw source (the specs write their
  // feeds here; the server reads them through sorteos/actualizar).
  RODOX_FUENTES_DIR: path.join(os.tmpdir(), 'gestion-e2e-fuentes'),
  LOG_LEVEL: 'warn',
};

export const API = 'http://localhost:8000';
export const ADMIN = { username: E2E_ENV.ADMIN_USERNAME, password: E2E_ENV.ADMIN_PASSWORD };
