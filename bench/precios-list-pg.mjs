// The Terra price list at a million prices on PostgreSQL: catalogues, 20,000 products and
// BENCH_PRECIOS prices seeded with SQL (generate_series), the built API started against that
// database on a free port, then 20 concurrent callers per scenario over HTTP keep-alive.
// Budgets at those 20 callers: p99 ≤ 30 ms and ≥ 1,500 req/s. Skipped, saying so, without
// PostgreSQL.
//
//   node bench/precios-list-pg.mjs
//   BENCH_PG_URL, BENCH_SECONDS, BENCH_CONCURRENCY, BENCH_KEEP_DB, BENCH_SERVER_DIR as in users-list-pg.mjs
//   BENCH_PRECIOS=1000000
//   BENCH_REUSE_DB=1   measures the database a BENCH_KEEP_DB=1 run left (no drop, no seeding)
import { fileURLToPath } from 'node:url';
import { adminHeaders, load, PG_URL, startPgStack, seedPostgres, warmUpSeconds } from './pg-stack.mjs';
import { machineLine } from './machine.mjs';

// BENCH_PG_DB: another name, for runs beside others' on one server.
const DB_NAME = process.env.BENCH_PG_DB || 'gestion_bench_precios';
export const PRECIOS = Number(process.env.BENCH_PRECIOS || 1_000_000);
export const SECONDS = Number(process.env.BENCH_SECONDS || 10);
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);
const BUDGET = { budgetP99: 30, budgetRps: 1500 };

export const SCENARIOS = [
  { label: 'página 1 (-producto_nombre)', path: '/api/terra/precios-productos/' },
  { label: 'orden valor, página 500', path: '/api/terra/precios-productos/?ordering=valor&page=500' },
  { label: 'orden -fecha, página 1', path: '/api/terra/precios-productos/?ordering=-fecha' },
  { label: 'búsqueda «varilla 00137» + orden valor', path: '/api/terra/precios-productos/?search=varilla+00137&ordering=valor' },
  { label: 'búsqueda «ferreteria norte» + -fecha', path: '/api/terra/precios-productos/?search=ferreteria+norte&ordering=-fecha' },
  { label: 'búsqueda amplia «cemento» + orden valor', path: '/api/terra/precios-productos/?search=cemento&ordering=valor' },
].map((s) => ({ ...s, ...BUDGET }));

const BASES = ['Cemento gris', 'Varilla corrugada', 'Bloque de hormigón', 'Arena lavada', 'Tubo PVC', 'Cable eléctrico', 'Pintura acrílica', 'Clavo de acero', 'Madera de pino', 'Cerámica de piso'];
const arr = (list) => `ARRAY[${list.map((s) => `'${s}'`).join(',')}]`;

/**
 * Seeds the bench's rows through `query` (one session: it runs SQL text, answers the rows), the
 * same on PostgreSQL and PGlite: generate_series inside the database, no rows cross a connection.
 * The prices are bulk-loaded: their names copied in the same statement, as the insert trigger
 * would (migration 0009), with row triggers off and the table's secondary indexes built
 * afterwards. Row by row (trigger, foreign keys, nine indexes) a million prices took 3 minutes on
 * PostgreSQL and ~10 on PGlite; the rows and indexes are the same either way.
 */
export async function seedPrecios(query, precios = PRECIOS, { vacuum = true } = {}) {
  await query(`INSERT INTO unidades_medida (nombre, abreviatura) SELECT 'Unidad ' || n, 'U' || n FROM generate_series(1, 20) n`);
  await query(`INSERT INTO recurso_tipos (nombre) SELECT 'Tipo ' || n FROM generate_series(1, 30) n`);
  await query(`INSERT INTO recurso_categorias (nombre) SELECT 'Categoría ' || n FROM generate_series(1, 40) n`);
  await query(`INSERT INTO distribuidores (nombre) SELECT (ARRAY['Ferretería','Almacén','Distribuidora','Comercial'])[1 + n % 4] || ' ' ||
       (ARRAY['Norte','Sur','Este','Oeste','Central'])[1 + n % 5] || ' ' || n FROM generate_series(1, 200) n`);
  await query(`INSERT INTO productos (nombre_largo, unidad_id, tipo_id, categoria_id)
       SELECT (${arr(BASES)})[1 + n % 10] || ' ' || lpad((n / 10)::text, 5, '0'),
              (SELECT min(id) FROM unidades_medida) + n % 20, (SELECT min(id) FROM recurso_tipos) + n % 30,
              (SELECT min(id) FROM recurso_categorias) + n % 40
       FROM generate_series(0, 19999) n`);
  const indexes = await query(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'precios_productos' AND indexname <> 'precios_productos_pkey'`,
  );
  for (const { indexname } of indexes) await query(`DROP INDEX "${indexname}"`);
  await query(`SET maintenance_work_mem = '256MB'`);
  // Every id below exists (inner joins): the foreign keys hold without their per-row checks.
  await query('SET session_replication_role = replica');
  await query(`INSERT INTO precios_productos (producto_id, distribuidor_id, fecha, valor, producto_nombre, unidad_nombre, tipo_nombre, categoria_nombre, distribuidor_nombre)
       SELECT p.id, d.id, s.fecha, s.valor, p.nombre_largo, u.nombre, t.nombre, c.nombre, d.nombre
       FROM (SELECT (SELECT min(id) FROM productos) + n % 20000 AS producto_id, (SELECT min(id) FROM distribuidores) + (n / 20000) % 200 AS distribuidor_id,
                    date '2024-01-01' + n % 730 AS fecha, round((10 + (n::bigint * 7919) % 100000 / 100.0)::numeric, 2) AS valor
             FROM generate_series(0, ${precios - 1}) n) s
       JOIN productos p ON p.id = s.producto_id
       JOIN unidades_medida u ON u.id = p.unidad_id
       JOIN recurso_tipos t ON t.id = p.tipo_id
       JOIN recurso_categorias c ON c.id = p.categoria_id
       JOIN distribuidores d ON d.id = s.distribuidor_id`);
  await query('SET session_replication_role = origin');
  // The row counter's trigger was off too.
  await query(`UPDATE row_counts SET n = (SELECT count(*) FROM precios_productos), version = version + 1 WHERE table_name = 'precios_productos'`);
  for (const { indexdef } of indexes) await query(indexdef);
  // What autovacuum would have done on a database that lived with these rows (the embedded
  // server does it itself when it starts on them: pglite-stack.mjs).
  if (vacuum) await query('VACUUM ANALYZE');
}

/**
 * Each scenario: its `count` (one probe), a warm-up (warmUpSeconds: 2 s, the first one longer),
 * then `seconds` under `concurrency` callers.
 */
export async function measureScenarios(port, headers, scenarios, { seconds = SECONDS, concurrency = CONCURRENCY } = {}) {
  const results = [];
  for (const [i, s] of scenarios.entries()) {
    const probe = await fetch(`http://127.0.0.1:${port}${s.path}`, { headers }).then((r) => r.json());
    await load(port, s.path, headers, warmUpSeconds(i), concurrency);
    results.push({ ...s, count: probe.count, ...(await load(port, s.path, headers, seconds, concurrency)) });
  }
  return results;
}

/** The standalone runs' table. */
export function printResults(out) {
  console.log(`${out.engine}: ${out.precios} precios ${out.seedSeconds ? `sembrados en ${out.seedSeconds.toFixed(1)} s` : 'ya sembrados'}; ${out.concurrency} en paralelo`);
  for (const r of out.results) {
    const ok = r.p99 <= r.budgetP99 && (r.budgetRps == null || r.rps >= r.budgetRps) && r.errors === 0;
    console.log(
      `${r.label.padEnd(44)} count ${String(r.count).padStart(7)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errores ${r.errors}/${r.n}  ${ok ? 'OK' : 'FUERA DE PRESUPUESTO'}`,
    );
  }
}

export async function benchPreciosListPg() {
  const reuse = process.env.BENCH_REUSE_DB === '1';
  const stack = await startPgStack({
    dbName: DB_NAME,
    reuse,
    unreachable: (err) => console.log(`- Lista de precios en PostgreSQL: omitida, no hay PostgreSQL en ${PG_URL} (${err.message}).`),
  });
  if (!stack) return null;
  try {
    const t = Date.now();
    if (!reuse) await seedPostgres(stack.url, seedPrecios);
    const seedSeconds = (Date.now() - t) / 1000;
    const headers = await adminHeaders(stack.port);
    const results = await measureScenarios(stack.port, headers, SCENARIOS);
    return { engine: 'PostgreSQL', precios: PRECIOS, seedSeconds: reuse ? null : seedSeconds, concurrency: CONCURRENCY, results };
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await machineLine());
  const out = await benchPreciosListPg();
  if (out) printResults(out);
}
