// The calls of the user dashboard (spec 7 "Dashboard and preferences"), in-process (app.inject)
// on a fresh embedded database (or DATABASE_URL's PostgreSQL), for one user with 50 pending
// notifications (50 invitations) and 200 tasks in the two expectativas sprints, the demo Rodox
// context among their favourites. Prints the median and the fastest time of each call (ms) as JSON.
//   pnpm --filter @gestion/server exec tsx bench/dashboard-api.ts
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { notificaciones } from '../src/db/schema/index.js';
import { createUser, testConfig } from '../src/test-utils.js';
import { BENCH_ADMIN_PASSWORD } from './admin.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const NOTIFICACIONES = 50;
const TAREAS = 200;
/** "A few ms" per call, in-process. */
const BUDGET_MS = 15;

const database = process.env.DATABASE_URL ? { driver: 'postgres' as const, url: process.env.DATABASE_URL } : { driver: 'pglite' as const, dataDir: null };
const app = await buildApp({ config: testConfig({ database, adminPassword: BENCH_ADMIN_PASSWORD }), logger: false });
await app.ready();
const admin = await createUser(app, { is_superuser: true });
const coordinador = await createUser(app, { permissions: ['terra.add_equipo', 'terra.add_invitacion'] });
const user = await createUser(app, {
  groups: ['acmia_bench', 'terra_bench'],
  permissions: ['rodox.view_contexto', 'main.view_tareasprint', 'main.view_sprint'],
});

async function call<T>(who: { headers: Record<string, string> }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const res = await app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

for (const nombre of ['acmia', 'terra']) {
  await call(admin, 'POST', '/subproyectos/', { nombre });
  const tareas = Array.from({ length: TAREAS / 2 }, (_, i) => `Tarea ${i + 1} de ${nombre}`);
  await call(admin, 'POST', '/api/main/sprints/', { nombre: `${nombre} - expectativas`, tareas });
}
await call(admin, 'POST', '/api/rodox/contextos/', { sigla: 'lesa-mill', familia: 'lesa', tipo: 'mill', nombre: 'Bench', numero_min: 1, numero_max: 38, cantidad: 6 });
for (let i = 0; i < NOTIFICACIONES; i++) {
  const equipo = await call<{ id: number }>(coordinador, 'POST', '/terra/equipos/', { nombre: `Equipo ${i}` });
  await call(coordinador, 'POST', `/terra/equipos/${equipo.id}/invitar/`, { usuario_id: user.user.id });
}
await call(user, 'POST', '/terra/dashboard_config/set_contextos/', { contextos_favoritos: ['lesa-mill'] });
const [{ id: perfilId }] = await call<{ id: number }[]>(user, 'GET', '/api/usuario-extra/');
const terra = await call<{ id: number }[]>(user, 'GET', '/api/main/sprints/?nombre=terra%20-%20expectativas');

/** Median and fastest run (the fastest is what the call costs when the shared CPU is free). */
async function mediana(f: () => Promise<unknown>, before?: () => Promise<unknown>): Promise<string> {
  const tiempos: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    if (before) await before();
    const t0 = performance.now();
    await f();
    if (i >= 3) tiempos.push(performance.now() - t0);
  }
  tiempos.sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 10) / 10;
  return `${r(tiempos[Math.floor(tiempos.length / 2)]!)} (min ${r(tiempos[0]!)})`;
}

const GETS = [
  '/api/terra/dashboard_config/',
  '/api/rodox/contextos/',
  '/api/rodox/contextos/con-sorteo',
  '/api/acmia/expectativas/',
  '/api/terra/invitaciones/',
  '/api/main/sprints/?nombre=terra%20-%20expectativas',
  `/api/main/tareas/?sprint=${terra[0]!.id}`,
  '/api/profesiones/',
  '/api/usuario-extra/',
];
const ms: Record<string, string> = {};
// The floor on this machine at this moment (token check, routing, serialisation): compare with it.
ms['GET /healthz (reference)'] = await mediana(() => call(user, 'GET', '/healthz'));
for (const url of GETS) ms[`GET ${url}`] = await mediana(() => call(user, 'GET', url));
// Reading the pending notifications marks them seen: each run starts with all 50 unseen again.
ms['GET /api/terra/notificaciones/pendientes/ (50)'] = await mediana(
  async () => {
    const list = await call<unknown[]>(user, 'GET', '/api/terra/notificaciones/pendientes/');
    if (list.length !== NOTIFICACIONES) throw new Error(`expected ${NOTIFICACIONES} notifications, got ${list.length}`);
  },
  () => app.db.update(notificaciones).set({ visto: false }).where(eq(notificaciones.usuario_id, user.user.id)),
);
ms['POST /terra/dashboard_config/set_contextos/'] = await mediana(() =>
  call(user, 'POST', '/terra/dashboard_config/set_contextos/', { contextos_favoritos: ['lesa-mill'] }),
);
ms['PUT /api/usuario-extra/{id}/'] = await mediana(() =>
  call(user, 'PUT', `/api/usuario-extra/${perfilId}/`, {
    apodo: 'Bench',
    avatar: 'https://example.com/a.png',
    bio: 'Bench',
    profesiones: [1, 2, 3],
    telefonos: [{ numero: '809-555-1234', tipo: 'movil' }, { numero: '809-555-9999', tipo: 'casa' }],
  }),
);

const peor = Math.max(...Object.values(ms).map((v) => Number.parseFloat(v)));
console.log(JSON.stringify({ bench: 'dashboard-api', driver: database.driver, runs: RUNS, notificaciones: NOTIFICACIONES, tareas: TAREAS, median_ms: ms, budget_ms: BUDGET_MS, within_budget: peor <= BUDGET_MS }, null, 1));
await app.close();
