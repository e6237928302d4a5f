// The built API on an embedded database (PGlite) seeded with a million rows, for the list benches
// of the embedded engine (precios-list-pglite.mjs, historial-pglite.mjs). The API is started once
// on a data folder of its own (migrations, the bench admin) and stopped; this process then opens
// that PGlite and seeds it with the PostgreSQL bench's statements, and the API is started again
// on it, on a free port.
//
//   BENCH_KEEP_DB=1    keeps the seeded data folder (its path is printed)
//   BENCH_REUSE_DB=1   measures the folder a BENCH_KEEP_DB=1 run left (no seeding)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { adminHeaders, assertServerBuilt, SERVER_DIR, startApi, stopServer } from './pg-stack.mjs';

const serverRequire = createRequire(path.join(SERVER_DIR, 'package.json'));

/** `seed(query)`'s statements inside the server's PGlite (DATA_DIR/pg), while no server holds it. */
async function seedFolder(dataDir, seed) {
  const { PGlite } = serverRequire('@electric-sql/pglite');
  const { pg_trgm } = serverRequire('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = serverRequire('@electric-sql/pglite/contrib/unaccent');
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pg'), extensions: { pg_trgm, unaccent } });
  try {
    // Not vacuumed nor analyzed here: the server keeps the folder itself when it starts on it
    // (server/src/plugins/db-upkeep.ts), before it listens, so the figures are those it gives.
    await seed(async (text) => (await db.query(text)).rows, undefined, { vacuum: false });
  } finally {
    await db.close();
  }
}

/**
 * `measure(port, headers)` against the API on an embedded database seeded by `seed(query)`;
 * `name` names the kept folder (a fixed place in the temporary folder, so it can be measured
 * again) and the throwaway one. Answers `{ seedSeconds, result }` (seedSeconds null when reused).
 */
export async function withSeededPglite(name, seed, measure) {
  assertServerBuilt();
  const keptDir = path.join(os.tmpdir(), `gestion-bench-${name}`);
  const keep = Boolean(process.env.BENCH_KEEP_DB);
  const reuse = process.env.BENCH_REUSE_DB === '1';
  if (reuse && !fs.existsSync(keptDir)) throw new Error(`BENCH_REUSE_DB=1: no hay datos guardados en ${keptDir} (BENCH_KEEP_DB=1 los deja)`);
  let dataDir = keptDir;
  if (!reuse) {
    if (keep) fs.rmSync(keptDir, { recursive: true, force: true });
    dataDir = keep ? (fs.mkdirSync(keptDir, { recursive: true }), keptDir) : fs.mkdtempSync(path.join(os.tmpdir(), `gestion-bench-${name}-`));
  }
  let server = null;
  try {
    let seedSeconds = null;
    if (!reuse) {
      // First start: the migrations and the admin; then the folder is free for the seed.
      const first = await startApi(null, dataDir, 180_000);
      await stopServer(first.server);
      const t = Date.now();
      await seedFolder(dataDir, seed);
      seedSeconds = (Date.now() - t) / 1000;
    }
    const api = await startApi(null, dataDir, 180_000);
    server = api.server;
    const result = await measure(api.port, await adminHeaders(api.port));
    return { seedSeconds, result };
  } finally {
    if (server) await stopServer(server);
    if (keep) console.log(`Datos PGlite guardados en ${dataDir} (BENCH_REUSE_DB=1 los vuelve a medir)`);
    else if (!reuse) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
