// The Rodox endpoints with the database, against their budgets, in-process (app.inject) on a fresh
// embedded database (or DATABASE_URL's PostgreSQL): 5,000 generated draws, one configuration per
// metric (ventana 40, magnitud 23). Times `paridad/graficar` over the whole history, `proyectar`
// of a jornada with the 5 configurations, and `crear-faltantes` of one configuration after one
// new draw (each run adds one draw first; only the call is timed). Prints one JSON line.
//   pnpm --filter @gestion/server exec tsx bench/rodox-api.ts
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { guardarSorteos } from '../src/areas/rodox/repositories/sorteos.js';
import { generarSorteosDemo } from '../src/areas/rodox/domain/demo-sorteos.js';
import { METRICA_TIPOS } from '../src/areas/rodox/domain/types.js';
import { createUser, testConfig } from '../src/test-utils.js';
import { BENCH_ADMIN_PASSWORD } from './admin.js';

const DRAWS = Number(process.env.BENCH_DRAWS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const rango = { numero_min: 1, numero_max: 38, cantidad: 6 };

const database = process.env.DATABASE_URL ? { driver: 'postgres' as const, url: process.env.DATABASE_URL } : { driver: 'pglite' as const, dataDir: null };
const app = await buildApp({ config: testConfig({ database, adminPassword: BENCH_ADMIN_PASSWORD }), logger: false });
await app.ready();
const { headers } = await createUser(app, { is_superuser: true });

async function call<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

const sigla = `bench-${Date.now()}`;
const contexto = await call<{ id: number }>('POST', '/api/rodox/contextos/', { sigla, familia: sigla, tipo: 'mill', nombre: 'Bench (generado)', ...rango });
const historia = generarSorteosDemo({ contexto: rango, total: DRAWS + 3 + RUNS });
await guardarSorteos(app.db, contexto.id, historia.slice(0, DRAWS));
const configs: { id: number }[] = [];
for (const tipo of METRICA_TIPOS) {
  configs.push(await call('POST', '/api/rodox/metrica-configs/', { contexto: contexto.id, tipo, parametros: { ventana: 40, magnitud: 23 } }));
}
const jornada = await call<{ id: number }>('POST', '/api/rodox/jornadas/', { contexto: contexto.id, kandidatura: DRAWS + 1 });

async function mediana(f: (i: number) => Promise<unknown>, before?: (i: number) => Promise<unknown>): Promise<number> {
  const tiempos: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    if (before) await before(i);
    const t0 = performance.now();
    await f(i);
    if (i >= 2) tiempos.push(performance.now() - t0);
  }
  tiempos.sort((a, b) => a - b);
  return Math.round(tiempos[Math.floor(tiempos.length / 2)]! * 10) / 10;
}

const paridadMs = await mediana(() => call('GET', `/api/rodox/paridad/graficar/?sorteo__contexto__familia=${sigla}&sorteo__contexto__tipo=mill&kardinal_menor=1`));
const proyectarMs = await mediana(() => call('POST', `/api/rodox/jornadas/${jornada.id}/proyectar/`));
const desdeCeroT0 = performance.now();
await call('POST', '/api/rodox/metrica/crear-faltantes/', { config_id: configs[0]!.id });
const desdeCeroMs = Math.round((performance.now() - desdeCeroT0) * 10) / 10;
let siguiente = DRAWS;
const faltantesMs = await mediana(
  () => call('POST', '/api/rodox/metrica/crear-faltantes/', { config_id: configs[0]!.id }),
  () => guardarSorteos(app.db, contexto.id, historia.slice(siguiente, ++siguiente)),
);

console.log(
  JSON.stringify({
    bench: 'rodox-api',
    driver: database.driver,
    draws: DRAWS,
    runs: RUNS,
    paridad_graficar_ms: paridadMs,
    paridad_budget_ms: 50,
    proyectar_5_configs_ms: proyectarMs,
    proyectar_budget_ms: 1000,
    crear_faltantes_one_draw_ms: faltantesMs,
    crear_faltantes_budget_ms: 100,
    crear_faltantes_from_scratch_ms: desdeCeroMs,
    within_budget: paridadMs <= 50 && proyectarMs <= 1000 && faltantesMs <= 100,
  }),
);
await app.close();
