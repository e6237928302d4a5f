// `pnpm bench` (bench/auth-users.mjs): the users list with 10,000 users. Builds the app on a fresh
// embedded database (or DATABASE_URL's PostgreSQL), bulk-inserts the users, groups and
// memberships, and times the list's calls in-process (app.inject). Prints one JSON line.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { groupPermissions, groups, permissions, userGroups, users } from '../src/db/schema/index.js';
import { testConfig } from '../src/test-utils.js';
import { BENCH_ADMIN_PASSWORD } from './admin.js';
import { keptAsTheServerWould } from './kept.js';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const FIRST = ['María', 'José', 'Ana', 'Luis', 'Carmen', 'Pedro', 'Lucía', 'Jorge', 'Elena', 'Raúl', 'Sofía', 'Andrés'];
const LAST = ['García', 'Rodríguez', 'Martínez', 'Pérez', 'Gómez', 'Sánchez', 'Díaz', 'Núñez', 'Castillo', 'Peña'];

const database = process.env.DATABASE_URL ? { driver: 'postgres' as const, url: process.env.DATABASE_URL } : { driver: 'pglite' as const, dataDir: null };
const app = await buildApp({ config: testConfig({ database, adminPassword: BENCH_ADMIN_PASSWORD }), logger: false });
await app.ready();

const hash = await app.passwords.hash('Clave-de-prueba-2025');
const groupRows = await app.db
  .insert(groups)
  .values(Array.from({ length: 50 }, (_, i) => ({ name: `bench_grupo_${String(i).padStart(2, '0')}` })))
  .returning({ id: groups.id });
const perms = await app.db.select({ id: permissions.id }).from(permissions);
await app.db.insert(groupPermissions).values(
  groupRows.flatMap((g, i) => perms.filter((_, j) => (j + i) % 5 === 0).map((p) => ({ group_id: g.id, permission_id: p.id }))),
);
for (let start = 0; start < USERS; start += 1000) {
  const batch = Array.from({ length: Math.min(1000, USERS - start) }, (_, k) => {
    const n = start + k;
    const first = FIRST[n % FIRST.length]!;
    const last = LAST[(n * 7) % LAST.length]!;
    return {
      username: `${first.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}.${last.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}${n}`,
      email: `persona${n}@empresa${n % 37}.com`,
      first_name: first,
      last_name: last,
      password: hash,
      is_active: n % 11 !== 0,
    };
  });
  const inserted = await app.db.insert(users).values(batch).returning({ id: users.id });
  await app.db.insert(userGroups).values(
    inserted.flatMap((u, k) => [groupRows[(start + k) % 50]!, groupRows[(start + k * 3 + 1) % 50]!].map((g) => ({ user_id: u.id, group_id: g.id }))),
  ).onConflictDoNothing();
}
await keptAsTheServerWould(app);

const admin = (await app.db.select().from(users).where(sql`${users.is_superuser}`).limit(1))[0]!;
const headers = { authorization: `JWT ${await app.sessions.open(admin)}` };

async function time(url: string) {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { url, count: (JSON.parse(res.body) as { count: number }).count, p50: times[Math.floor(RUNS * 0.5)]!, p95: times[Math.min(RUNS - 1, Math.floor(RUNS * 0.95))]! };
}

const results = [
  await time('/api/auth/users/'),
  await time('/api/auth/users/?page=400&page_size=20'),
  await time('/api/auth/users/?search=garcia&page_size=20'),
  await time('/api/auth/users/?search=empresa3&ordering=-date_joined&page_size=50'),
];
await app.close();
console.log(JSON.stringify({ users: USERS, driver: database.driver, results }));
