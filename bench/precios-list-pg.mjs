// The Terra price list at a million prices on PostgreSQL (issue 9): catalogues, 20,000 products
// and BENCH_PRECIOS prices seeded with SQL (generate_series), the built API started against that
// database on a free port, then 20 concurrent callers per scenario over HTTP keep-alive.
// Budgets from the issue: p99 ≤ 30 ms and ≥ 1,500 req/s. Skipped, saying so, without PostgreSQL.
//
//   node bench/precios-list-pg.mjs
//   BENCH_PG_URL, BENCH_SECONDS, BENCH_CONCURRENCY, BENCH_KEEP_DB as in users-list-pg.mjs
//   BENCH_PRECIOS=1000000
//   BENCH_REUSE_DB=1   measures the database a BENCH_KEEP_DB=1 run left (no drop, no seeding)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminHeaders, adminQuery, freePort, load, spawnApi, stopApi, withDatabase } from './users-list-pg.mjs';
import { waitUp } from './wait-up.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_DIR = path.join(ROOT, 'server');
const PG_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'gestion_bench_precios';
const PRECIOS = Number(process.env.BENCH_PRECIOS || 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);
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

async function seed(url) {
  const statements = [
    `INSERT INTO unidades_medida (nombre, abreviatura) SELECT 'Unidad ' || n, 'U' || n FROM generate_series(1, 20) n`,
    `INSERT INTO recurso_tipos (nombre) SELECT 'Tipo ' || n FROM generate_series(1, 30) n`,
    `INSERT INTO recurso_categorias (nombre) SELECT 'Categoría ' || n FROM generate_series(1, 40) n`,
    `INSERT INTO distribuidores (nombre) SELECT (ARRAY['Ferretería','Almacén','Distribuidora','Comercial'])[1 + n % 4] || ' ' ||
       (ARRAY['Norte','Sur','Este','Oeste','Central'])[1 + n % 5] || ' ' || n FROM generate_series(1, 200) n`,
    `INSERT INTO productos (nombre_largo, unidad_id, tipo_id, categoria_id)
       SELECT (${arr(BASES)})[1 + n % 10] || ' ' || lpad((n / 10)::text, 5, '0'),
              (SELECT min(id) FROM unidades_medida) + n % 20, (SELECT min(id) FROM recurso_tipos) + n % 30,
              (SELECT min(id) FROM recurso_categorias) + n % 40
       FROM generate_series(0, 19999) n`,
    // The names are copied by the insert trigger, as for any writer.
    `INSERT INTO precios_productos (producto_id, distribuidor_id, fecha, valor)
       SELECT (SELECT min(id) FROM productos) + n % 20000, (SELECT min(id) FROM distribuidores) + (n / 20000) % 200,
              date '2024-01-01' + n % 730, round((10 + (n::bigint * 7919) % 100000 / 100.0)::numeric, 2)
       FROM generate_series(0, ${PRECIOS - 1}) n`,
    'VACUUM ANALYZE',
  ];
  for (const s of statements) await adminQuery(s, url);
}

export async function benchPreciosListPg() {
  try {
    await adminQuery('SELECT 1');
  } catch (err) {
    console.log(`- Lista de precios en PostgreSQL: omitida, no hay PostgreSQL en ${PG_URL} (${err.message}).`);
    return null;
  }
  if (!fs.existsSync(path.join(SERVER_DIR, 'dist', 'main.js'))) throw new Error('server/dist/main.js no existe: compila el servidor');
  const reuse = process.env.BENCH_REUSE_DB === '1';
  if (!reuse) {
    await adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${DB_NAME}`);
  }
  const url = withDatabase(PG_URL, DB_NAME);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestion-bench-precios-'));
  const port = await freePort();
  const server = spawnApi(url, dataDir, port);
  try {
    await waitUp(`http://127.0.0.1:${port}/healthz`, 120_000);
    const t = Date.now();
    if (!reuse) await seed(url);
    const seedSeconds = (Date.now() - t) / 1000;
    const headers = await adminHeaders(port);
    const results = [];
    for (const s of SCENARIOS) {
      const probe = await fetch(`http://127.0.0.1:${port}${s.path}`, { headers }).then((r) => r.json());
      await load(port, s.path, headers, 2, CONCURRENCY); // warm-up
      results.push({ ...s, count: probe.count, ...(await load(port, s.path, headers, SECONDS, CONCURRENCY)) });
    }
    return { precios: PRECIOS, seedSeconds, concurrency: CONCURRENCY, results };
  } finally {
    await stopApi(server, DB_NAME, dataDir);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = await benchPreciosListPg();
  if (out) {
    console.log(`${out.precios} precios sembrados en ${out.seedSeconds.toFixed(1)} s; ${out.concurrency} en paralelo`);
    for (const r of out.results) {
      const ok = r.p99 <= r.budgetP99 && r.rps >= r.budgetRps && r.errors === 0;
      console.log(
        `${r.label.padEnd(44)} count ${String(r.count).padStart(7)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errores ${r.errors}/${r.n}  ${ok ? 'OK' : 'FUERA DE PRESUPUESTO'}`,
      );
    }
  }
}
