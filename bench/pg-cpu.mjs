// Where a request's processor time goes on PostgreSQL: for each address, 20 concurrent callers for
// BENCH_SECONDS after a warm-up (pg-stack.mjs, warmUpSeconds), and the CPU time per request of the
// API process, of every PostgreSQL process together and of the callers (this process), read from
// /proc (proc-cpu.mjs). Less noisy than req/s on a shared machine: a figure of work done, not of
// time waited. Alternate two builds of the server (BENCH_SERVER_DIR) on one database to compare
// them.
//
//   BENCH_KEEP_DB=1 node bench/precios-list-pg.mjs     (once: seeds and keeps gestion_bench_precios)
//   node bench/pg-cpu.mjs gestion_bench_precios '/api/terra/precios-productos/?search=varilla+00137&ordering=valor' …
//   BENCH_SERVER_DIR=<a server package with dist/> node bench/pg-cpu.mjs …
import { adminHeaders, load, startKeptStack, warmUpSeconds } from './pg-stack.mjs';
import { cpuMs, postgresMs } from './proc-cpu.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);

const [dbName, ...paths] = process.argv.slice(2);
if (!dbName || paths.length === 0) {
  console.error('uso: node bench/pg-cpu.mjs <base de datos guardada> <dirección> [dirección…]');
  process.exit(2);
}
const stack = await startKeptStack(dbName);
try {
  const headers = await adminHeaders(stack.port);
  console.log(`servidor: ${process.env.BENCH_SERVER_DIR || 'server'}; ${CONCURRENCY} en paralelo, ${SECONDS} s; ms de CPU por petición`);
  for (const [i, path] of paths.entries()) {
    await load(stack.port, path, headers, warmUpSeconds(i), CONCURRENCY);
    const [api0, pg0, own0] = [cpuMs(stack.pid), postgresMs(), process.cpuUsage()];
    const r = await load(stack.port, path, headers, SECONDS, CONCURRENCY);
    const own = process.cpuUsage(own0);
    const per = (ms) => (ms / r.n).toFixed(3);
    console.log(`${path}  ${r.rps.toFixed(0)} req/s  API ${per(cpuMs(stack.pid) - api0)}  PostgreSQL ${per(postgresMs() - pg0)}  clientes ${per((own.user + own.system) / 1000)}  errores ${r.errors}`);
  }
} finally {
  await stack.stop();
}
