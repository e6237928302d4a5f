// The history (issue 24) at a million entries on the embedded database, PGlite: the same entries
// and scenarios as bench/historial-pg.mjs. The built API is started once on a data folder of its
// own (migrations, the bench admin) and stopped; this process then opens that PGlite and seeds it
// (seedHistorial), and the API is started again on it, on a free port, for 20 concurrent callers
// per scenario. Budget from the issue: p99 ≤ 100 ms.
//
//   node bench/historial-pglite.mjs          (also part of `pnpm bench`)
//   BENCH_HISTORIAL, BENCH_SECONDS, BENCH_RUNS, BENCH_CONCURRENCY as in historial-pg.mjs
//   BENCH_KEEP_DB=1    keeps the seeded data folder (its path is printed)
//   BENCH_REUSE_DB=1   measures the folder a BENCH_KEEP_DB=1 run left (no seeding)
//   BENCH_SERVER_DIR=<a server package with dist/>    to time another build of the server
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONCURRENCY, ENTRADAS, SCENARIOS, measureHistorialScenarios, printHistorialResults, seedHistorial } from './historial-pg.mjs';
import { adminHeaders, assertServerBuilt, SERVER_DIR, startApi, stopServer } from './pg-stack.mjs';

const serverRequire = createRequire(path.join(SERVER_DIR, 'package.json'));
/** A fixed place, so that a kept folder can be measured again. */
const KEPT_DIR = path.join(os.tmpdir(), 'gestion-bench-historial-pglite');

export const PGLITE_BUDGET_P99 = 100;

/** The seed statements inside the server's PGlite (DATA_DIR/pg), while no server holds it. */
async function seed(dataDir) {
  const { PGlite } = serverRequire('@electric-sql/pglite');
  const { pg_trgm } = serverRequire('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = serverRequire('@electric-sql/pglite/contrib/unaccent');
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pg'), extensions: { pg_trgm, unaccent } });
  try {
    await seedHistorial(async (text) => (await db.query(text)).rows);
  } finally {
    await db.close();
  }
}

export async function benchHistorialPglite() {
  assertServerBuilt();
  const keep = Boolean(process.env.BENCH_KEEP_DB);
  const reuse = process.env.BENCH_REUSE_DB === '1';
  if (reuse && !fs.existsSync(KEPT_DIR)) throw new Error(`BENCH_REUSE_DB=1: no hay datos guardados en ${KEPT_DIR} (BENCH_KEEP_DB=1 los deja)`);
  let dataDir = KEPT_DIR;
  if (!reuse) {
    if (keep) fs.rmSync(KEPT_DIR, { recursive: true, force: true });
    dataDir = keep ? (fs.mkdirSync(KEPT_DIR, { recursive: true }), KEPT_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), 'gestion-bench-historial-pglite-'));
  }
  let server = null;
  try {
    let seedSeconds = null;
    if (!reuse) {
      // First start: the migrations and the admin; then the folder is free for the seed.
      const first = await startApi(null, dataDir, 180_000);
      await stopServer(first.server);
      const t = Date.now();
      await seed(dataDir);
      seedSeconds = (Date.now() - t) / 1000;
    }
    const api = await startApi(null, dataDir, 180_000);
    server = api.server;
    const headers = await adminHeaders(api.port);
    const results = await measureHistorialScenarios(api.port, headers, SCENARIOS, PGLITE_BUDGET_P99);
    return { engine: 'PGlite', entradas: ENTRADAS, seedSeconds, concurrency: CONCURRENCY, results };
  } finally {
    if (server) await stopServer(server);
    if (keep) console.log(`Datos PGlite guardados en ${dataDir} (BENCH_REUSE_DB=1 los vuelve a medir)`);
    else if (!reuse) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printHistorialResults(await benchHistorialPglite());
}
