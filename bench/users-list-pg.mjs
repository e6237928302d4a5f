// The users list under load on PostgreSQL: 100,000 users seeded with SQL, the built API
// started against that database on a free port, then 20 concurrent callers per scenario over
// HTTP keep-alive: page 1, a broad search and page 2000; then page 1 again with one API process
// and with three on the same database (whether the API scales by adding processes).
// Skipped, saying so, without PostgreSQL.
//
//   node bench/users-list-pg.mjs          (also part of `pnpm bench`)
//   BENCH_PG_URL=postgres://user@host:5432/postgres   where to create the bench database
//   BENCH_USERS=100000 BENCH_SECONDS=10 BENCH_CONCURRENCY=20
//   BENCH_SERVER_DIR=<a server package with dist/>    to time another build of the server
//   BENCH_KEEP_DB=1    keeps the database afterwards (to EXPLAIN its queries)
//   BENCH_DB_NAME=...  another database name (several people benching on one PostgreSQL)
import { fileURLToPath } from 'node:url';
import { ADMIN, adminHeaders, adminQuery, load, loadAcross, pg, PG_URL, startPgStack, FRESH_API_WARM_UP_S, WARM_UP_S, warmUpSeconds } from './pg-stack.mjs';
import { machineLine } from './machine.mjs';

const DB_NAME = process.env.BENCH_DB_NAME || 'gestion_bench_users';
const USERS = Number(process.env.BENCH_USERS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);

export const SCENARIOS = [
  { label: 'página 1', path: '/api/auth/users/', budgetP99: 40, budgetRps: 800 },
  { label: 'búsqueda amplia «garcia»', path: '/api/auth/users/?search=garcia', budgetP99: 60 },
  { label: 'página 2000', path: '/api/auth/users/?page=2000', budgetP99: 60 },
];

/** Page 1, timed with one instance and with three (does a fleet of processes scale?). */
export const FLEET_SCENARIO = SCENARIOS[0];

const FIRST = ['María', 'José', 'Ana', 'Luis', 'Carmen', 'Pedro', 'Lucía', 'Jorge', 'Elena', 'Raúl', 'Sofía', 'Andrés'];
const LAST = ['García', 'Rodríguez', 'Martínez', 'Pérez', 'Gómez', 'Sánchez', 'Díaz', 'Núñez', 'Castillo', 'Peña'];
const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const arr = (list) => `ARRAY[${list.map((s) => `'${s}'`).join(',')}]`;

/** Users, groups with permissions and two memberships each, in a few statements. */
async function seed(url, passwordHash) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SET statement_timeout = 0');
    await client.query(
      `INSERT INTO groups (name) SELECT 'bench_grupo_' || lpad(g::text, 2, '0') FROM generate_series(0, 49) g ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO group_permissions (group_id, permission_id)
       SELECT g.id, p.id FROM groups g JOIN permissions p ON (p.id + g.id) % 5 = 0 WHERE g.name LIKE 'bench_grupo_%' ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO users (username, password, email, first_name, last_name, is_active, date_joined)
       SELECT (${arr(FIRST.map(ascii))})[1 + n % 12] || '.' || (${arr(LAST.map(ascii))})[1 + (n * 7) % 10] || n,
              $1, 'persona' || n || '@empresa' || (n % 37) || '.com',
              (${arr(FIRST)})[1 + n % 12], (${arr(LAST)})[1 + (n * 7) % 10],
              n % 11 <> 0, now() - n * interval '1 minute'
       FROM generate_series(1, ${USERS}) n`,
      [passwordHash],
    );
    await client.query(
      `INSERT INTO user_groups (user_id, group_id)
       SELECT u.id, g.id FROM users u
       JOIN LATERAL (SELECT array_agg(id ORDER BY id) ids FROM groups WHERE name LIKE 'bench_grupo_%') a ON true
       JOIN groups g ON g.id IN (a.ids[1 + u.id % 50], a.ids[1 + (u.id * 3 + 1) % 50])
       WHERE NOT u.is_superuser ON CONFLICT DO NOTHING`,
    );
    // What autovacuum would have done on a database that lived with these rows.
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/** Runs the scenarios; returns null (with the reason printed) when PostgreSQL is not there. */
export async function benchUsersListPg() {
  const stack = await startPgStack({
    dbName: DB_NAME,
    unreachable: (err) =>
      console.log(`- Lista de usuarios en PostgreSQL: omitida, no hay PostgreSQL en ${PG_URL} (${err.message}); BENCH_PG_URL lo indica.`),
  });
  if (!stack) return null;
  const { url, port } = stack;
  try {
    const t = Date.now();
    // Every bench user gets the admin's hash: a valid scrypt hash, none of them signs in.
    const { rows } = await adminQuery({ text: 'SELECT password FROM users WHERE username = $1', values: [ADMIN.username] }, url);
    const password = rows[0].password;
    await seed(url, password);
    const seedSeconds = (Date.now() - t) / 1000;
    const headers = await adminHeaders(port);
    const results = [];
    for (const [i, s] of SCENARIOS.entries()) {
      await load(port, s.path, headers, warmUpSeconds(i), CONCURRENCY);
      results.push({ ...s, ...(await load(port, s.path, headers, SECONDS, CONCURRENCY)) });
    }
    // Page 1 with one instance and with three on the same machine and database (the
    // callers spread over them). A figure, not a budget: on 2 cores, three processes share them
    // with PostgreSQL and the bench itself.
    const fleet = [];
    const ports = [port, await stack.addInstance(), await stack.addInstance()];
    for (const n of [1, 3]) {
      // With three, two of them are freshly started.
      await loadAcross(ports.slice(0, n), FLEET_SCENARIO.path, headers, n > 1 ? FRESH_API_WARM_UP_S : WARM_UP_S, CONCURRENCY);
      fleet.push({ instances: n, ...(await loadAcross(ports.slice(0, n), FLEET_SCENARIO.path, headers, SECONDS, CONCURRENCY)) });
    }
    return { users: USERS, seedSeconds, concurrency: CONCURRENCY, results, fleet };
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await machineLine());
  const out = await benchUsersListPg();
  if (out) {
    console.log(`${out.users} usuarios sembrados en ${out.seedSeconds.toFixed(1)} s; ${out.concurrency} en paralelo`);
    for (const r of out.results) {
      console.log(`${r.label.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errores ${r.errors}/${r.n}`);
    }
    for (const r of out.fleet) {
      const label = `${FLEET_SCENARIO.label}, ${r.instances} instancia${r.instances > 1 ? 's' : ''}`;
      console.log(`${label.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errores ${r.errors}/${r.n}`);
    }
  }
}
