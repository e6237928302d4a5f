// The Terra price list at a million prices on the embedded database, PGlite (the default engine,
// which runs one statement at a time): the same rows and scenarios as bench/precios-list-pg.mjs.
// The built API is started once on a data folder of its own (migrations, the bench admin) and
// stopped; this process then opens that PGlite and seeds it as the PostgreSQL bench does
// (seedPrecios: generate_series, bulk load), and the API is started again on it, on a free port,
// for 20 concurrent callers per scenario. Budget (looser than PostgreSQL's, for that one-at-a-time
// engine): p99 ≤ 100 ms.
//
//   node bench/precios-list-pglite.mjs          (also part of `pnpm bench`)
//   BENCH_PRECIOS, BENCH_SECONDS, BENCH_CONCURRENCY as in precios-list-pg.mjs
//   BENCH_KEEP_DB, BENCH_REUSE_DB as in pglite-stack.mjs
//   BENCH_SERVER_DIR=<a server package with dist/>    to time another build of the server
import { fileURLToPath } from 'node:url';
import { CONCURRENCY, PRECIOS, SCENARIOS, measureScenarios, printResults, seedPrecios } from './precios-list-pg.mjs';
import { withSeededPglite } from './pglite-stack.mjs';
import { machineLine } from './machine.mjs';

export const PGLITE_SCENARIOS = SCENARIOS.map((s) => ({ ...s, budgetP99: 100, budgetRps: null }));

export async function benchPreciosListPglite() {
  const { seedSeconds, result: results } = await withSeededPglite('precios-pglite', seedPrecios, (port, headers) =>
    measureScenarios(port, headers, PGLITE_SCENARIOS),
  );
  return { engine: 'PGlite', precios: PRECIOS, seedSeconds, concurrency: CONCURRENCY, results };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await machineLine());
  printResults(await benchPreciosListPglite());
}
