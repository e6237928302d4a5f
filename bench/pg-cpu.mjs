// Where a request's processor time goes on PostgreSQL: for each address, 20 concurrent callers for
// BENCH_SECONDS after a 2 s warm-up, and the CPU time per request of the API process, of every
// PostgreSQL process together and of the callers (this process), read from /proc. Less noisy than
// req/s on a shared machine: a figure of work done, not of time waited. Alternate two builds of
// the server (BENCH_SERVER_DIR) on one database to compare them.
//
//   BENCH_KEEP_DB=1 node bench/precios-list-pg.mjs     (once: seeds and keeps gestion_bench_precios)
//   node bench/pg-cpu.mjs gestion_bench_precios '/api/terra/precios-productos/?search=varilla+00137&ordering=valor' …
//   BENCH_SERVER_DIR=<a server package with dist/> node bench/pg-cpu.mjs …
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { adminHeaders, load, startPgStack } from './pg-stack.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);
const TICKS_PER_SECOND = 100;

/** User and system time of process `pid`, in ms (0 once it has gone). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process's time together (its backends come and go with the pool). */
function postgresMs() {
  let pids = [];
  try {
    pids = execFileSync('pgrep', ['-x', 'postgres']).toString().split('\n').filter(Boolean);
  } catch {
    /* none */
  }
  return pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
}

const [dbName, ...paths] = process.argv.slice(2);
if (!dbName || paths.length === 0) {
  console.error('uso: node bench/pg-cpu.mjs <base de datos guardada> <dirección> [dirección…]');
  process.exit(2);
}
// The database is the one a bench kept: measured as it is, and kept again.
process.env.BENCH_KEEP_DB = '1';
const stack = await startPgStack({ dbName, reuse: true, unreachable: (err) => { throw err; } });
try {
  const headers = await adminHeaders(stack.port);
  console.log(`servidor: ${process.env.BENCH_SERVER_DIR || 'server'}; ${CONCURRENCY} en paralelo, ${SECONDS} s; ms de CPU por petición`);
  for (const path of paths) {
    await load(stack.port, path, headers, 2, CONCURRENCY);
    const [api0, pg0, own0] = [cpuMs(stack.pid), postgresMs(), process.cpuUsage()];
    const r = await load(stack.port, path, headers, SECONDS, CONCURRENCY);
    const own = process.cpuUsage(own0);
    const per = (ms) => (ms / r.n).toFixed(3);
    console.log(`${path}  ${r.rps.toFixed(0)} req/s  API ${per(cpuMs(stack.pid) - api0)}  PostgreSQL ${per(postgresMs() - pg0)}  clientes ${per((own.user + own.system) / 1000)}  errores ${r.errors}`);
  }
} finally {
  await stack.stop();
}
