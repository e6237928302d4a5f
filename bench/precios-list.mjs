// The Terra price list at a million prices under load, on PostgreSQL
// (bench/precios-list-pg.mjs; skipped, saying so, without PostgreSQL) and on the embedded
// database (bench/precios-list-pglite.mjs), each printed with its budget.
import { benchPreciosListPg } from './precios-list-pg.mjs';
import { benchPreciosListPglite } from './precios-list-pglite.mjs';

function reportRun(report, out) {
  for (const r of out.results) {
    const label = `Precios ${out.engine} (${out.precios / 1_000_000}M, ${out.concurrency} en paralelo) ${r.label}`;
    report(`${label} req/s`, r.rps, 'req/s', r.budgetRps ?? null, 'higher');
    report(`${label} p50`, r.p50, 'ms', null);
    report(`${label} p99`, r.p99, 'ms', r.budgetP99);
    report(`${label} errores`, r.errors, 'resp.', 0);
  }
}

export async function measurePreciosList(report) {
  const pg = await benchPreciosListPg();
  if (pg) reportRun(report, pg);
  reportRun(report, await benchPreciosListPglite());
}
