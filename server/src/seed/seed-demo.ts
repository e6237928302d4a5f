import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from '../auth/passwords.js';
import type { Database } from '../db/client.js';
import { seedMainDemo } from './seed-demo-main.js';
import { seedRodoxDemo } from './seed-demo-rodox.js';
import { seedUsuarioDemo } from './seed-demo-usuario.js';

export interface SeedContext {
  db: Database;
  log: FastifyBaseLogger;
  passwords: PasswordHasher;
}

/**
 * Demo data, created once on the first start when SEED_DEMO is on (default). Later issues add
 * their areas here; the data must be marked as demo (docs/domain.md, «Datos de demostración»: it
 * never pretends to be real).
 */
export async function seedDemo(ctx: SeedContext): Promise<void> {
  ctx.log.info({ main: await seedMainDemo(ctx.db) }, 'demo data: main and units');
  ctx.log.info({ rodox: await seedRodoxDemo(ctx.db) }, 'demo data: rodox');
  ctx.log.info({ usuario: await seedUsuarioDemo(ctx.db) }, 'demo data: dashboard preferences');
}
