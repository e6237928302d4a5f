// The history at a million entries on PostgreSQL: entries seeded with SQL (one generate_series
// statement: 400 people, 19 kinds of object, two years), the built API started on that database on
// a free port, then 20 concurrent callers per scenario over HTTP keep-alive, BENCH_RUNS times each;
// the figures are the medians of the runs. Budget at those 20 callers: p99 ≤ 30 ms. Skipped, saying
// so, without PostgreSQL. The PGlite variant: bench/historial-pglite.mjs.
//
//   node bench/historial-pg.mjs          (also part of `pnpm bench`)
//   BENCH_PG_URL, BENCH_KEEP_DB, BENCH_SERVER_DIR as in users-list-pg.mjs
//   BENCH_HISTORIAL=1000000 BENCH_SECONDS=5 BENCH_RUNS=3 BENCH_CONCURRENCY=20
//   BENCH_HISTORIAL_DB=...  another database name; BENCH_REUSE_DB=1 measures what a BENCH_KEEP_DB=1 run left
import { fileURLToPath } from 'node:url';
import { adminHeaders, load, PG_URL, startPgStack, seedPostgres, warmUpSeconds } from './pg-stack.mjs';
import { machineLine } from './machine.mjs';

const DB_NAME = process.env.BENCH_HISTORIAL_DB || 'gestion_bench_historial';
export const ENTRADAS = Number(process.env.BENCH_HISTORIAL || 1_000_000);
export const SECONDS = Number(process.env.BENCH_SECONDS || 5);
export const RUNS = Number(process.env.BENCH_RUNS || 3);
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);

/** The seed's people: ids 1..PERSONAS, the first ones the busiest (see seedHistorial). */
const PERSONAS = 400;

/**
 * What the screens ask. The values are the seed's: person 50 has ~0.35% of the entries (~3,500),
 * person 1 (the administrator) ~5% (~50,000); user 1234 has a few dozen entries of its own (the
 * 'Historial' action of the users screen); «garcia» is in a tenth of the people's names (~10% of
 * the entries), «sprint 0421» in one sprint's; June 2025 holds ~41,000 entries.
 */
export const SCENARIOS = [
  { label: 'página 1', path: '/api/auth/historial/' },
  { label: 'página 500', path: '/api/auth/historial/?page=500' },
  { label: 'búsqueda «sprint 0421»', path: '/api/auth/historial/?search=sprint+0421' },
  { label: 'búsqueda amplia «garcia»', path: '/api/auth/historial/?search=garcia' },
  { label: 'usuario 50', path: '/api/auth/historial/?usuario=50' },
  { label: 'usuario 1 (el más activo)', path: '/api/auth/historial/?usuario=1' },
  { label: 'objeto auth.user 1234', path: '/api/auth/historial/?objeto_tipo=auth.user&objeto_id=1234' },
  { label: 'junio de 2025', path: '/api/auth/historial/?desde=2025-06-01&hasta=2025-06-30' },
];

const FIRST = ['maria', 'jose', 'ana', 'luis', 'carmen', 'pedro', 'lucia', 'jorge', 'elena', 'raul', 'sofia', 'andres'];
const LAST = ['garcia', 'rodriguez', 'martinez', 'perez', 'gomez', 'sanchez', 'diaz', 'nunez', 'castillo', 'pena'];
const arr = (list) => `ARRAY[${list.map((s) => `'${s}'`).join(',')}]`;
/** A username from a number, as the users bench names them: 'lucia.pena7'. */
const username = (n) => `(${arr(FIRST)})[1 + (${n}) % 12] || '.' || (${arr(LAST)})[1 + ((${n}) * 7) % 10] || (${n})`;

/**
 * The kinds of object and their share of the writes (cumulative, out of 1000), how many objects
 * of each there are, the label an entry gives one (`k`, its id) and the field a change names
 * with its values before and after (SQL giving JSON).
 */
const KINDS = [
  { tipo: 'main.tareasprint', upto: 250, objetos: 60_000, repr: `'Tarea ' || k || ': ' || (ARRAY['Revisar planos','Comprar cemento','Visitar obra','Pagar proveedor','Medir terreno'])[1 + k % 5]`, campo: 'estado', antes: `'"pendiente"'`, despues: `'"hecha"'` },
  { tipo: 'main.sprint', upto: 370, objetos: 3_000, repr: `'Sprint ' || lpad(k::text, 4, '0')`, campo: 'nombre', antes: `to_jsonb('Sprint ' || k)`, despues: `to_jsonb('Sprint ' || lpad(k::text, 4, '0'))` },
  { tipo: 'auth.user', upto: 520, objetos: 5_000, repr: username('k'), campo: 'is_active', antes: `'true'`, despues: `'false'` },
  { tipo: 'terra.inmueble', upto: 620, objetos: 8_000, repr: `(ARRAY['Casa','Departamento','Local','Terreno'])[1 + k % 4] || ' calle ' || (ARRAY['Bolívar','Sucre','Olmedo','Rocafuerte','Mejía'])[1 + k % 5] || ' ' || k`, campo: 'precio', antes: 'to_jsonb((k % 900 + 100) * 1000)', despues: 'to_jsonb((k % 900 + 110) * 1000)' },
  { tipo: 'terra.invitacion', upto: 680, objetos: 20_000, repr: `'Invitación ' || k`, campo: 'estado', antes: `'"pendiente"'`, despues: `'"aceptada"'` },
  { tipo: 'rodox.jornada', upto: 740, objetos: 15_000, repr: `'Jornada ' || k`, campo: 'proyectada', antes: `'false'`, despues: `'true'` },
  { tipo: 'rodox.metricaconfig', upto: 780, objetos: 500, repr: `'paridad (contexto ' || k % 30 || ')'`, campo: 'parametros', antes: `'{"ventana": 10}'`, despues: `'{"ventana": 20}'` },
  { tipo: 'rodox.contexto', upto: 810, objetos: 30, repr: `'LOT' || k`, campo: 'fuente_url', antes: `to_jsonb('fuentes/LOT' || k || '.csv')`, despues: `to_jsonb('https://sorteos.example/LOT' || k)` },
  { tipo: 'terra.usuarioextra', upto: 840, objetos: PERSONAS, repr: username('k'), campo: 'apodo', antes: `'null'`, despues: `to_jsonb('Apodo ' || k)` },
  { tipo: 'terra.dashboardconfig', upto: 860, objetos: PERSONAS, repr: `'Tablero de ' || ${username('k')}`, campo: 'widgets', antes: `'[]'`, despues: `'["precios","sorteos"]'` },
  { tipo: 'auth.group', upto: 880, objetos: 60, repr: `'Grupo ' || (ARRAY['Ventas','Obra','Compras','Gerencia','Soporte'])[1 + k % 5] || ' ' || k`, campo: 'permisos', antes: `'["view_sprint"]'`, despues: `'["view_sprint","change_sprint"]'` },
  { tipo: 'terra.equipo', upto: 900, objetos: 200, repr: `'Equipo ' || (ARRAY['Norte','Sur','Este','Oeste','Central'])[1 + k % 5] || ' ' || k`, campo: 'nombre', antes: `to_jsonb('Equipo ' || k)`, despues: `to_jsonb('Equipo nuevo ' || k)` },
  { tipo: 'main.subproyecto', upto: 920, objetos: 400, repr: `'Subproyecto ' || k`, campo: 'is_active', antes: `'true'`, despues: `'false'` },
  { tipo: 'pueblo.unidadmedida', upto: 935, objetos: 40, repr: `'Unidad ' || k`, campo: 'variantes', antes: `'["KG"]'`, despues: `'["KG","KGS"]'` },
  { tipo: 'pueblo.recursotipo', upto: 945, objetos: 300, repr: `'Tipo ' || k`, campo: 'nombre', antes: `'null'`, despues: `to_jsonb('Tipo ' || k)` },
  { tipo: 'terra.distribuidor', upto: 955, objetos: 500, repr: `'Ferretería ' || k`, campo: 'nombre', antes: `'null'`, despues: `to_jsonb('Ferretería ' || k)` },
  // Imports: one entry each, no object id, the file's name in the label and in detalle.
  { tipo: 'terra.precioproducto', upto: 975, objetos: 1, repr: `'Importación de precios (precios_' || to_char(fecha, 'YYYY_MM_DD') || '.csv)'`, importacion: true },
  { tipo: 'terra.producto', upto: 990, objetos: 1, repr: `'Importación de productos (productos_' || to_char(fecha, 'YYYY_MM_DD') || '.csv)'`, importacion: true },
  { tipo: 'terra.importacion', upto: 1000, objetos: 20_000, repr: `'Importación por partes ' || k || ' (grande_' || k || '.csv)'`, importacion: true },
];

const ACCIONES = ['modificar', 'modificar', 'modificar', 'modificar', 'crear', 'crear', 'eliminar', 'actualizar'];

/**
 * Seeds the entries through `query` (one session: it runs SQL text, answers the rows), the same
 * on PostgreSQL and PGlite: one INSERT … SELECT over generate_series, no rows cross a connection,
 * with the table's secondary indexes dropped first and built again after (as seedPrecios does:
 * a million rows through five indexes, the trigram one among them, is several times slower).
 * Dates run from two years ago to now in the order of the ids, as the API writes them; the
 * person is skewed (1 + floor(400·x²): the first ones write most), 2% of the entries have no
 * person (self-registrations, activation links).
 */
export async function seedHistorial(query, entradas = ENTRADAS, { vacuum = true } = {}) {
  const indexes = await query(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'historial' AND indexname <> 'historial_pkey'`,
  );
  for (const { indexname } of indexes) await query(`DROP INDEX "${indexname}"`);
  await query(`SET maintenance_work_mem = '256MB'`);
  await query('SELECT setseed(0.24)');
  const kind = (field) => `CASE ${KINDS.map((k, i) => `WHEN r < ${k.upto} THEN ${typeof field === 'function' ? field(k, i) : k[field]}`).join(' ')} END`;
  const objetoId = kind((k) => (k.importacion && k.objetos === 1 ? `''` : 'k::text'));
  const cambios = kind((k) =>
    k.importacion ? `'[]'::jsonb` : `jsonb_build_array(jsonb_build_object('campo', '${k.campo}', 'antes', (${k.antes})::jsonb, 'despues', (${k.despues})::jsonb))`,
  );
  const detalle = kind((k) =>
    k.importacion
      ? `jsonb_build_object('archivo', substring(${k.repr} from '\\((.*)\\)'), 'filas', 50 + k % 4950, 'preciosRegistrados', 40 + k % 4900, 'productosRegistrados', k % 120, 'detalles', '[]'::jsonb)`
      : 'NULL',
  );
  const accion = kind((k) =>
    k.tipo === 'terra.importacion' ? `(ARRAY['crear','confirmar','descartar'])[1 + a % 3]` : k.importacion ? `'importar'` : `(${arr(ACCIONES)})[1 + a % ${ACCIONES.length}]`,
  );
  await query(`INSERT INTO historial (fecha, usuario_id, usuario_username, accion, objeto_tipo, objeto_id, objeto_repr, cambios, detalle)
    SELECT fecha, CASE WHEN sin_usuario THEN NULL ELSE u END, CASE WHEN sin_usuario THEN '' ELSE ${username('u')} END,
           ${accion}, ${kind((k) => `'${k.tipo}'`)}, ${objetoId}, ${kind('repr')}, ${cambios}, ${detalle}
    FROM (
      SELECT now() - interval '730 days' + (n::float8 / ${entradas}) * interval '730 days' AS fecha,
             1 + floor(${PERSONAS} * power(random(), 2))::int AS u,
             random() < 0.02 AS sin_usuario,
             floor(random() * 1000)::int AS r,
             floor(random() * 1000)::int AS a,
             random() AS x
      FROM generate_series(1, ${entradas}) n
    ) s
    CROSS JOIN LATERAL (SELECT 1 + floor(x * ${kind('objetos')})::int AS k) o`);
  for (const { indexdef } of indexes) await query(indexdef);
  // What autovacuum would have done on a database that lived with these rows (the embedded
  // server does it itself when it starts on them: pglite-stack.mjs).
  if (vacuum) await query('VACUUM ANALYZE historial');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Each scenario: its `count` (one probe), a warm-up (warmUpSeconds: 2 s, the first one longer),
 * then `runs` loads of `seconds` under `concurrency` callers; its figures the medians of the runs
 * (`runs`: each run's).
 */
export async function measureHistorialScenarios(port, headers, scenarios, budgetP99, { seconds = SECONDS, runs = RUNS, concurrency = CONCURRENCY } = {}) {
  const results = [];
  for (const [index, s] of scenarios.entries()) {
    const probe = await fetch(`http://127.0.0.1:${port}${s.path}`, { headers }).then((r) => r.json());
    await load(port, s.path, headers, warmUpSeconds(index), concurrency);
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await load(port, s.path, headers, seconds, concurrency));
    results.push({
      ...s,
      budgetP99,
      count: probe.count,
      approximate: probe.count_approximate === true,
      rps: median(all.map((r) => r.rps)),
      p50: median(all.map((r) => r.p50)),
      p99: median(all.map((r) => r.p99)),
      errors: all.reduce((n, r) => n + r.errors, 0),
      n: all.reduce((n, r) => n + r.n, 0),
      runs: all,
    });
  }
  return results;
}

/** The standalone runs' table. */
export function printHistorialResults(out) {
  console.log(`${out.engine}: ${out.entradas} entradas ${out.seedSeconds == null ? 'ya sembradas' : `sembradas en ${out.seedSeconds.toFixed(1)} s`}; ${out.concurrency} en paralelo, mediana de ${RUNS} pasadas`);
  for (const r of out.results) {
    const ok = r.p99 <= r.budgetP99 && r.errors === 0;
    const count = `${r.approximate ? '~' : ''}${r.count}`;
    console.log(
      `${r.label.padEnd(28)} count ${count.padStart(8)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms (${r.runs.map((x) => x.p99.toFixed(1)).join(', ')})  errores ${r.errors}/${r.n}  ${ok ? 'OK' : 'FUERA DE PRESUPUESTO'}`,
    );
  }
}

/** Each figure with its budget, through bench/run.mjs's report. */
export function reportHistorial(report, out) {
  for (const r of out.results) {
    const label = `Historial ${out.engine} (${out.entradas / 1_000_000}M, ${out.concurrency} en paralelo) ${r.label}`;
    const runs = `mediana de ${r.runs.length}: ${r.runs.map((x) => x.p99.toFixed(1)).join(', ')} ms; count ${r.count}${r.approximate ? ' (estimación)' : ''}`;
    report(`${label} req/s`, r.rps, 'req/s', null, 'higher');
    report(`${label} p50`, r.p50, 'ms', null);
    report(`${label} p99`, r.p99, 'ms', r.budgetP99, 'lower', runs);
    report(`${label} errores`, r.errors, 'resp.', 0);
  }
}

export const PG_BUDGET_P99 = 30;

/** Seeds (unless BENCH_REUSE_DB) and measures; null (reason printed) without PostgreSQL. */
export async function benchHistorialPg() {
  const reuse = process.env.BENCH_REUSE_DB === '1';
  const stack = await startPgStack({
    dbName: DB_NAME,
    reuse,
    unreachable: (err) => console.log(`- Historial en PostgreSQL: omitido, no hay PostgreSQL en ${PG_URL} (${err.message}).`),
  });
  if (!stack) return null;
  try {
    const t = Date.now();
    if (!reuse) await seedPostgres(stack.url, seedHistorial);
    const seedSeconds = (Date.now() - t) / 1000;
    const headers = await adminHeaders(stack.port);
    const results = await measureHistorialScenarios(stack.port, headers, SCENARIOS, PG_BUDGET_P99);
    return { engine: 'PostgreSQL', entradas: ENTRADAS, seedSeconds: reuse ? null : seedSeconds, concurrency: CONCURRENCY, results };
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await machineLine());
  const out = await benchHistorialPg();
  if (out) printHistorialResults(out);
}
