// The history list at a million entries under load (every write of the API leaves
// an entry there), on PostgreSQL
// (bench/historial-pg.mjs; skipped, saying so, without PostgreSQL) and on the embedded database
// (bench/historial-pglite.mjs), each printed with its budget.
import { benchHistorialPg, reportHistorial } from './historial-pg.mjs';
import { benchHistorialPglite } from './historial-pglite.mjs';

export async function measureHistorial(report) {
  const pg = await benchHistorialPg();
  if (pg) reportHistorial(report, pg);
  reportHistorial(report, await benchHistorialPglite());
}
