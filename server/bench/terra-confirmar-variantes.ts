// What each part of the confirmation's per-row upkeep costs (the import from
// «Importar» to the summary has a budget of 5 s on PGlite, 3 s on PostgreSQL), measured inside the
// database: 100,000 staged prices (the wizard bench's file) moved into precios_productos by the
// confirmation's statement, once per variant, each variant in a transaction that is rolled back
// (the schema changes it makes are transactional too), so every variant starts from the same table.
// Prints one JSON line per variant (median of BENCH_VECES runs). For measuring only: the server
// runs none of the variants but the one it runs.
//
//   pnpm --filter @gestion/server exec tsx bench/terra-confirmar-variantes.ts
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres   on PostgreSQL (a database of its own, dropped after)
//   BENCH_FILAS=100000   BENCH_EXISTENTES=0   BENCH_VECES=3   BENCH_VARIANTES=base,sin_fk,...
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { distribuidores, productos, recursoCategorias, recursoTipos, unidadesMedida } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/client.js';
import { confirmacionPrecios, conNombres, PRECIOS_INSERTADOS, preciosStaged } from '../src/areas/terra/repositories/importaciones-staging.js';
import { testConfig } from '../src/test-utils.js';
import { BENCH_ADMIN_PASSWORD } from './admin.js';
import { keptAsTheServerWould } from './kept.js';

const FILAS = Number(process.env.BENCH_FILAS ?? 100_000);
const EXISTENTES = Number(process.env.BENCH_EXISTENTES ?? 0);
const VECES = Number(process.env.BENCH_VECES ?? 3);

// Parts of the price table's upkeep, each to put (idempotently) or take away inside a variant's
// transaction: a variant states the table it measures whatever the migrations left.
const ORDEN = ['producto_nombre', 'unidad_nombre', 'tipo_nombre', 'categoria_nombre', 'distribuidor_nombre', 'fecha', 'valor'].map(
  (c) => `drop index if exists precios_productos_${c}_id_idx`,
);
const FK_NOMBRES = {
  producto_id: ['precios_productos_producto_id_productos_id_fk', 'productos'],
  distribuidor_id: ['precios_productos_distribuidor_id_distribuidores_id_fk', 'distribuidores'],
} as const;
const SIN_FK = Object.values(FK_NOMBRES).map(([name]) => `alter table precios_productos drop constraint if exists ${name}`);
const CON_FK = Object.entries(FK_NOMBRES).map(
  ([column, [name, table]]) =>
    `do $$ begin if not exists (select 1 from pg_constraint where conname = '${name}') then
       alter table precios_productos add constraint ${name} foreign key (${column}) references ${table}(id); end if; end $$`,
);
/** main's generated search text per price (migration 0008, dropped by 0021). */
const CON_TEXTO = [
  `alter table precios_productos add column if not exists search_text text generated always as
     (lower(immutable_unaccent("producto_nombre" || ' ' || "unidad_nombre" || ' ' || "tipo_nombre" || ' ' || "categoria_nombre" || ' ' || "distribuidor_nombre"))) stored not null`,
];
const SIN_TEXTO = ['alter table precios_productos drop column if exists search_text'];
const SIN_TRIGGER = ['drop trigger if exists precios_productos_nombres_ins on precios_productos'];
const SIN_CUENTA = ['drop trigger if exists precios_productos_count_ins on precios_productos', 'drop trigger if exists precios_productos_version on precios_productos'];
/** The references checked per statement (migration 0022's triggers), when its function exists. */
const CON_REFERENCIAS = [
  `do $$ begin
     if exists (select 1 from pg_proc where proname = 'precios_productos_referencias')
        and not exists (select 1 from pg_trigger where tgname = 'precios_productos_referencias_ins') then
       create trigger precios_productos_referencias_ins after insert on precios_productos
         referencing new table as nuevas for each statement execute function precios_productos_referencias();
     end if; end $$`,
];
const SIN_REFERENCIAS = ['drop trigger if exists precios_productos_referencias_ins on precios_productos'];
const WORK_MEM = ["set local work_mem = '64MB'"];
const LOCK = ['lock table precios_productos in share row exclusive mode'];

/**
 * main's confirmation: the server's staged rows and names (areas/terra/repositories/importaciones-staging.ts),
 * the rows already stored skipped by ON CONFLICT.
 */
const onConflict = (id: number) => sql`with ${preciosStaged(id)}, movidos as (
    insert into ${PRECIOS_INSERTADOS} ${conNombres('unicas', id)}
    on conflict do nothing
    returning producto_id
  ) select count(*)::int as registrados, count(distinct producto_id)::int as productos from movidos`;

/** The server's confirmation: the rows already stored left out by an anti-join (the table locked first). */
const antiJoin = confirmacionPrecios;

interface Variante {
  /** the table's state, set before timing */
  tabla: string[];
  /** timed with the statement */
  antes?: string[];
  sentencia: (id: number) => ReturnType<typeof sql>;
}
/** The branch's table: no text per price; references per statement where migration 0022 exists, else the foreign keys. */
const RAMA = [...SIN_TEXTO, ...CON_FK, ...SIN_REFERENCIAS];
const VARIANTES: Record<string, Variante> = {
  main: { tabla: [...CON_TEXTO, ...CON_FK, ...SIN_REFERENCIAS], sentencia: onConflict },
  sin_texto: { tabla: RAMA, sentencia: onConflict },
  sin_texto_fk: { tabla: [...SIN_TEXTO, ...SIN_FK, ...SIN_REFERENCIAS], sentencia: onConflict },
  sin_texto_fk_referencias: { tabla: [...SIN_TEXTO, ...SIN_FK, ...CON_REFERENCIAS], sentencia: onConflict },
  sin_texto_orden: { tabla: [...RAMA, ...ORDEN], sentencia: onConflict },
  sin_texto_trigger: { tabla: [...RAMA, ...SIN_TRIGGER], sentencia: onConflict },
  sin_texto_cuenta: { tabla: [...RAMA, ...SIN_CUENTA], sentencia: onConflict },
  sin_texto_work_mem: { tabla: RAMA, antes: WORK_MEM, sentencia: onConflict },
  sin_texto_anti_join: { tabla: RAMA, antes: LOCK, sentencia: antiJoin },
  sin_texto_fk_referencias_anti_join: { tabla: [...SIN_TEXTO, ...SIN_FK, ...CON_REFERENCIAS], antes: [...LOCK, ...WORK_MEM], sentencia: antiJoin },
  solo_pk_uq: {
    tabla: [...SIN_TEXTO, ...SIN_FK, ...SIN_REFERENCIAS, ...ORDEN, ...SIN_TRIGGER, 'drop index if exists precios_productos_distribuidor_idx'],
    sentencia: onConflict,
  },
};
const ELEGIDAS = (process.env.BENCH_VARIANTES ?? Object.keys(VARIANTES).join(',')).split(',').filter(Boolean);

const PG_URL = process.env.BENCH_PG_URL;
const DB_NAME = `gestion_bench_variantes_${process.pid}`;
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
const database = PG_URL ? { driver: 'postgres' as const, url: pgUrl() } : { driver: 'pglite' as const, dataDir: null };
const app = await buildApp({ config: testConfig({ database, statementTimeoutMs: 0, adminPassword: BENCH_ADMIN_PASSWORD }), logger: false });
await app.ready();
class Deshacer extends Error {}

/**
 * Processor time, in ms, of what runs the statement: this process for PGlite (the database runs in
 * it), the session's backend for PostgreSQL (/proc, same machine). On a shared, loaded machine the
 * wall time mostly measures the wait for a core; this does not.
 */
async function cpuMs(tx: { execute: typeof app.db.execute }): Promise<number> {
  if (!PG_URL) {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
  const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
  const fields = fs.readFileSync(`/proc/${row!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime (fields 14 and 15 of stat, 12 and 13 after the command), in ticks of 10 ms
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
try {
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
    await app.db.execute(sql`
      insert into precios_productos (producto_id, distribuidor_id, fecha, valor)
      select ${prods[0]!.id} + n % 2000, ${dist[0]!.id} + (n % 2000) % 4, date '2020-01-01' + n / 2000, 10 + n % 1000
        from generate_series(0, ${EXISTENTES - 1}) n`);
  }
  const [usuario] = rowsOf<{ id: number }>(await app.db.execute(sql`insert into users (username, email, password) values ('bench', 'b@example.com', '!') returning id`));
  const [imp] = rowsOf<{ id: number }>(
    await app.db.execute(sql`insert into importaciones (usuario_id, expires_at) values (${usuario!.id}, now() + interval '1 day') returning id`),
  );
  const id = imp!.id;
  // The file as the wizard stages it: 20 batches of 5,000.
  await app.db.execute(sql`
    insert into importaciones_lotes (importacion_id, filas, producto_ids, distribuidor_ids, fechas, valores)
    select ${id}, count(*), array_agg(${prods[0]!.id} + i % 2000 order by i), array_agg(${dist[0]!.id} + (i % 2000) % 4 order by i),
           array_agg(date '2025-01-01' + i / 2000 order by i), array_agg(round(100 + (i % 997) * 1.25, 2) order by i)
      from generate_series(0, ${FILAS - 1}) i group by i / 5000`);
  await keptAsTheServerWould(app);

  for (const nombre of ELEGIDAS) {
    const variante = VARIANTES[nombre];
    if (!variante) throw new Error(`variante desconocida: ${nombre}`);
    const tiempos: number[] = [];
    const cpus: number[] = [];
    let registrados = 0;
    for (let vez = 0; vez < VECES; vez++) {
      await app.db
        .transaction(async (tx) => {
          for (const s of variante.tabla) await tx.execute(sql.raw(s));
          const cpu = await cpuMs(tx);
          const t = performance.now();
          for (const s of variante.antes ?? []) await tx.execute(sql.raw(s));
          const [r] = rowsOf<{ registrados: number }>(await tx.execute(variante.sentencia(id)));
          tiempos.push(performance.now() - t);
          cpus.push((await cpuMs(tx)) - cpu);
          registrados = r!.registrados;
          throw new Deshacer();
        })
        .catch((err: unknown) => {
          if (!(err instanceof Deshacer)) throw err;
        });
      // The rolled-back rows' space free again for the next run.
      await app.db.execute(sql`vacuum precios_productos`);
    }
    const mediana = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!);
    console.log(
      JSON.stringify({
        engine: database.driver,
        variante: nombre,
        filas: FILAS,
        existentes: EXISTENTES,
        registrados,
        cpu_mediana_ms: mediana(cpus),
        cpu_ms: cpus.map(Math.round),
        mediana_ms: mediana(tiempos),
        ms: tiempos.map(Math.round),
      }),
    );
  }
} finally {
  await app.close();
  if (PG_URL) await admin(`drop database if exists ${DB_NAME}`);
}
