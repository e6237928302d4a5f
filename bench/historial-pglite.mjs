// The history at a million entries on the embedded database, PGlite: the same entries
// and scenarios as bench/historial-pg.mjs. The built API is started once on a data folder of its
// own (migrations, the bench admin) and stopped; this process then opens that PGlite and seeds it
// (seedHistorial), and the API is started again on it, on a free port, for 20 concurrent callers
// per scenario. Budget (the embedded database serves one statement at
// a time, so its budget is looser than PostgreSQL's): p99 ≤ 100 ms.
//
//   node bench/historial-pglite.mjs          (also part of `pnpm bench`)
//   BENCH_HISTORIAL, BENCH_SECONDS, BENCH_RUNS, BENCH_CONCURRENCY as in historial-pg.mjs
//   BENCH_KEEP_DB, BENCH_REUSE_DB as in pglite-stack.mjs
//   BENCH_SERVER_DIR=<a server package with dist/>    to time another build of the server
import { fileURLToPath } from 'node:url';
import { CONCURRENCY, ENTRADAS, SCENARIOS, measureHistorialScenarios, printHistorialResults, seedHistorial } from './historial-pg.mjs';
import { withSeededPglite } from './pglite-stack.mjs';
import { machineLine } from './machine.mjs';

export const PGLITE_BUDGET_P99 = 100;

export async function benchHistorialPglite() {
  const { seedSeconds, result: results } = await withSeededPglite('historial-pglite', seedHistorial, (port, headers) =>
    measureHistorialScenarios(port, headers, SCENARIOS, PGLITE_BUDGET_P99),
  );
  return { engine: 'PGlite', entradas: ENTRADAS, seedSeconds, concurrency: CONCURRENCY, results };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await machineLine());
  printHistorialResults(await benchHistorialPglite());
}
