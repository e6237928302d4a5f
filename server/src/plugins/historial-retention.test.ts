import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { historial } from '../db/schema/index.js';
import { loadConfig } from '../config.js';
import { buildTestApp, TEST_DATABASE_URL } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';
import { purgeExpiredHistorial, RETENTION_BATCH, RETENTION_LOCK } from './historial-retention.js';

const DAY = 86_400_000;
const now = new Date('2031-06-01T00:00:00.000Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * DAY);

async function seed(app: TestApp, tipo: string, ages: number[], from = now) {
  await app.db.insert(historial).values(ages.map((d, i) => ({ fecha: new Date(from.getTime() - d * DAY), usuario_username: 'x', accion: 'crear', objeto_tipo: tipo, objeto_id: String(i), objeto_repr: 'r' })));
}
const left = async (app: TestApp, tipo: string) => app.db.$count(historial, eq(historial.objeto_tipo, tipo));

describe('HISTORIA_DIAS', () => {
  it('is unset by default (kept forever) and a whole number of days when set', () => {
    expect(loadConfig({}).historiaDias).toBeNull();
    expect(loadConfig({ HISTORIA_DIAS: '365' }).historiaDias).toBe(365);
    expect(() => loadConfig({ HISTORIA_DIAS: '0' })).toThrow(/HISTORIA_DIAS/);
    expect(() => loadConfig({ HISTORIA_DIAS: '1.5' })).toThrow(/HISTORIA_DIAS/);
  });
});

describe('purgeExpiredHistorial', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('removes only entries older than the setting, in batches, and says how many', async () => {
    const ages = [...Array.from({ length: RETENTION_BATCH + 3 }, () => 400), 100, 20];
    // A bulk insert of old entries straight into the table (as a long-running installation has them).
    await app.db.execute(sql`insert into historial (fecha, usuario_username, accion, objeto_tipo, objeto_id, objeto_repr)
      select ${daysAgo(400).toISOString()}::timestamptz, 'x', 'crear', 'retencion', g::text, 'r' from generate_series(1, ${RETENTION_BATCH + 3}) g`);
    await seed(app, 'retencion', ages.slice(RETENTION_BATCH + 3));
    expect(await purgeExpiredHistorial(app.db, 90, now)).toBe(RETENTION_BATCH + 4);
    expect(await left(app, 'retencion')).toBe(1);
    expect(await purgeExpiredHistorial(app.db, 90, now)).toBe(0);
  });

  it.skipIf(!TEST_DATABASE_URL)('stops at once while another process holds the lock (one purge across a fleet)', async () => {
    await seed(app, 'flota', [500, 500]);
    await app.db.transaction(async (other) => {
      await other.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK})`);
      // app.db is a pool: this runs on another connection, as another instance would.
      expect(await purgeExpiredHistorial(app.db, 90, now)).toBeNull();
    });
    expect(await left(app, 'flota')).toBe(2);
    expect(await purgeExpiredHistorial(app.db, 90, now)).toBe(2);
  });
});

describe('the retention timer', () => {
  it('purges once when the app starts (then hourly) when HISTORIA_DIAS is set, and stops with the app', async () => {
    // Registered before the app is ready: the old entries exist when the first pass runs.
    const oldEntries: FastifyPluginAsync = async (app) => seed(app as unknown as TestApp, 'timer', [60, 60, 1], new Date());
    const app = await buildTestApp({ historiaDias: 30 }, [oldEntries]);
    try {
      await vi.waitFor(async () => expect(await left(app, 'timer')).toBe(1), { timeout: 10_000 });
    } finally {
      await app.close();
    }
  });

  it('does nothing without HISTORIA_DIAS', async () => {
    const oldEntries: FastifyPluginAsync = async (app) => seed(app as unknown as TestApp, 'sin', [3650], new Date());
    const app = await buildTestApp({}, [oldEntries]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await left(app, 'sin')).toBe(1);
    } finally {
      await app.close();
    }
  });
});
