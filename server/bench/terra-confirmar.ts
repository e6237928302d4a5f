// The server's part of the price wizard's 100,000-row import (bench/terra-wizard.mjs), without the
// browser: the same catalogue and rows, staged in 20 batches of 5,000 through the route, then
// `confirmar` timed alone, then its undo (`deshacer`). In-process (app.inject) on a fresh embedded
// database, or on PostgreSQL (a database of its own is created and dropped there). Prints one JSON
// line (BENCH_PG_URL: where to create that database). Used to split the confirmation's cost
// (against the wizard's import budget):
//
//   pnpm --filter @gestion/server exec tsx bench/terra-confirmar.ts
//   BENCH_FILAS=100000          rows of the file
//   BENCH_EXISTENTES=0          prices already in the table before the import (bulk-seeded)
//   BENCH_DATA_DIR=<folder>     PGlite on disk there, as the server runs it (default: in memory)
//   BENCH_SIN=orden,fk,...      measure without parts of precios_productos' upkeep, to see what
//                               each costs (see UPKEEP below); never what the server runs
//   BENCH_PERFIL=confirmar      that step's (or `preparar`'s) processor time by function: V8's
//                               sampling profiler in this process, so PGlite's engine, its file
//                               layer and the routes' own code; it slows the step it profiles.
//                               BENCH_PERFIL_FILE=<file.cpuprofile> keeps the whole profile
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { distribuidores, productos, recursoCategorias, recursoTipos, unidadesMedida, users } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/client.js';
import { testConfig } from '../src/test-utils.js';
import { BENCH_ADMIN_PASSWORD } from './admin.js';
import { keptAsTheServerWould } from './kept.js';

const FILAS = Number(process.env.BENCH_FILAS ?? 100_000);
const EXISTENTES = Number(process.env.BENCH_EXISTENTES ?? 0);
const SIN = (process.env.BENCH_SIN ?? '').split(',').filter(Boolean);

/** Parts of the price table's per-row upkeep that BENCH_SIN can remove, for measuring only. */
const UPKEEP: Record<string, string[]> = {
  orden: ['producto_nombre', 'unidad_nombre', 'tipo_nombre', 'categoria_nombre', 'distribuidor_nombre', 'fecha', 'valor'].map(
    (c) => `drop index if exists precios_productos_${c}_id_idx`,
  ),
  fk: [
    `alter table precios_productos drop constraint if exists precios_productos_producto_id_productos_id_fk`,
    `alter table precios_productos drop constraint if exists precios_productos_distribuidor_id_distribuidores_id_fk`,
  ],
  distribuidor_idx: ['drop index if exists precios_productos_distribuidor_idx'],
  // main's foreign keys; since migration 0022 the references are checked per statement instead
  referencias: ['drop trigger if exists precios_productos_referencias_ins on precios_productos'],
  // main's generated text per price (dropped by migration 0021)
  search_text: ['alter table precios_productos drop column if exists search_text'],
  trigger: ['drop trigger if exists precios_productos_nombres_ins on precios_productos'],
};

/**
 * Starts V8's profiler when BENCH_PERFIL names `step`; the function it answers stops it and prints
 * the 30 costliest functions by self time.
 */
async function startPerfil(step: 'preparar' | 'confirmar'): Promise<() => Promise<void>> {
  if (process.env.BENCH_PERFIL !== step) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    if (process.env.BENCH_PERFIL_FILE) (await import('node:fs')).writeFileSync(process.env.BENCH_PERFIL_FILE, JSON.stringify(profile));
    session.disconnect();
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      const frame = nodes.get(id)!.callFrame;
      const key = `${frame.functionName || '(anónima)'} ${frame.url.split('/').pop()}`;
      self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
    });
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    console.error(`perfil de ${step}: ${Math.round(total)} ms muestreados`);
    for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.error(`${ms.toFixed(0).padStart(7)} ms  ${key}`);
  };
}

const PG_URL = process.env.BENCH_PG_URL;
const DB_NAME = `gestion_bench_confirmar_${process.pid}`;
async function admin(statement: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
const pgUrl = () => {
  const u = new URL(PG_URL!);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
};
if (PG_URL) await admin(`create database ${DB_NAME}`);
const database = PG_URL ? { driver: 'postgres' as const, url: pgUrl() } : { driver: 'pglite' as const, dataDir: process.env.BENCH_DATA_DIR || null };
const app = await buildApp({ config: testConfig({ database, statementTimeoutMs: 0, adminPassword: BENCH_ADMIN_PASSWORD }), logger: false });
await app.ready();
try {
  for (const part of SIN) for (const statement of UPKEEP[part] ?? []) await app.db.execute(sql.raw(statement));

  // The wizard bench's catalogue: 1 unit, 3 types, 2 categories, 4 distributors, 2,000 products.
  const [unidad] = await app.db.insert(unidadesMedida).values({ nombre: 'Saco bench', abreviatura: 'SB' }).returning({ id: unidadesMedida.id });
  const tipos = await app.db.insert(recursoTipos).values(['A', 'B', 'C'].map((x) => ({ nombre: `Tipo bench ${x}` }))).returning({ id: recursoTipos.id });
  const categorias = await app.db.insert(recursoCategorias).values(['A', 'B'].map((x) => ({ nombre: `Categoría bench ${x}` }))).returning({ id: recursoCategorias.id });
  const dist = await app.db
    .insert(distribuidores)
    .values(['Norte', 'Sur', 'Este', 'Oeste'].map((x) => ({ nombre: `Distribuidor bench ${x}` })))
    .returning({ id: distribuidores.id });
  const prods = await app.db
    .insert(productos)
    .values(
      Array.from({ length: 2000 }, (_, i) => ({
        nombre_largo: `Producto bench número ${i} con descripción larga`,
        unidad_id: unidad!.id,
        tipo_id: tipos[i % 3]!.id,
        categoria_id: categorias[i % 2]!.id,
      })),
    )
    .returning({ id: productos.id });
  if (EXISTENTES > 0) {
    // Earlier prices (other dates than the file's), as one statement.
    await app.db.execute(sql`
      insert into precios_productos (producto_id, distribuidor_id, fecha, valor)
      select ${prods[0]!.id} + n % 2000, ${dist[0]!.id} + (n % 2000) % 4, date '2020-01-01' + n / 2000, 10 + n % 1000
        from generate_series(0, ${EXISTENTES - 1}) n`);
  }
  await keptAsTheServerWould(app);

  const [admin] = await app.db.insert(users).values({ username: 'bench', email: 'bench@example.com', password: '!', is_superuser: true }).returning();
  const headers = { authorization: `JWT ${await app.sessions.open(admin!)}` };
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers, payload });
    if (res.statusCode >= 300) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
    return res.json();
  };

  const filas = Array.from({ length: FILAS }, (_, i) => {
    const p = i % 2000;
    return {
      producto_id: prods[p]!.id,
      distribuidor_id: dist[p % 4]!.id,
      fecha: new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 2000))).toISOString().slice(0, 10),
      precio: (100 + (i % 997) * 1.25).toFixed(2),
    };
  });
  const { id } = await post('/api/terra/importaciones/', {});
  const perfilPreparar = await startPerfil('preparar');
  let t = performance.now();
  for (let i = 0; i < filas.length; i += 5000) await post('/api/terra/precios-productos/importar/', { precios_data: filas.slice(i, i + 5000), importacion_id: id });
  const stagingMs = performance.now() - t;
  await perfilPreparar();
  const [{ lsn: walAntes }] = rowsOf<{ lsn: string }>(await app.db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`)) as [{ lsn: string }];
  t = performance.now();
  // Processor time of this process: with PGlite the database runs in it, so this is the
  // confirmation's own cost, which a loaded machine's wait for a core does not inflate.
  const cpu = process.cpuUsage();
  // And the fresh pages it touched (PGlite's memory growing, and this process's heap): a fresh
  // page cost 14-17 µs on a virtual machine of this kind (bench/machine.mjs), where the kernel's
  // share of the time (confirmar_cpu_sistema_ms) tells what they cost.
  const faultsBefore = process.resourceUsage().minorPageFault;
  const perfil = await startPerfil('confirmar');
  const resumen = await post(`/api/terra/importaciones/${id}/confirmar/`, {});
  const confirmarMs = performance.now() - t;
  await perfil();
  const { user, system } = process.cpuUsage(cpu);
  const paginasNuevas = process.resourceUsage().minorPageFault - faultsBefore;
  // The log the confirmation wrote: mostly each inserted row's entries in the table and its ten
  // indexes. On PGlite each 8 KiB of it is one write through the embedded engine's file layer.
  const [wal] = rowsOf<{ mb: number }>(await app.db.execute(sql`select round(pg_wal_lsn_diff(pg_current_wal_insert_lsn(), ${walAntes}) / 1048576)::int as mb`));
  if (resumen.preciosRegistrados !== FILAS) throw new Error(`resumen inesperado: ${JSON.stringify(resumen)}`);
  const [count] = rowsOf<{ n: number }>(await app.db.execute(sql`select count(*)::int as n from precios_productos`));
  // Its undo, as a person with terra.delete_precioproducto asks it: the budget is the confirmation's time.
  t = performance.now();
  const deshecha = await post(`/api/terra/importaciones/${id}/deshacer/`, {});
  const deshacerMs = performance.now() - t;
  if (deshecha.precios !== FILAS) throw new Error(`deshacer inesperado: ${JSON.stringify(deshecha)}`);
  console.log(
    JSON.stringify({
      engine: database.driver,
      filas: FILAS,
      existentes: EXISTENTES,
      sin: SIN,
      preparar_ms: Math.round(stagingMs),
      confirmar_ms: Math.round(confirmarMs),
      deshacer_ms: Math.round(deshacerMs),
      ...(PG_URL ? {} : { confirmar_cpu_ms: Math.round((user + system) / 1000), confirmar_cpu_sistema_ms: Math.round(system / 1000), confirmar_paginas_nuevas: paginasNuevas }),
      confirmar_wal_mb: wal!.mb,
      precios: count!.n,
    }),
  );
} finally {
  await app.close();
  if (PG_URL) await admin(`drop database if exists ${DB_NAME}`);
}
