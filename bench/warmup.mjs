// How a freshly started API reaches its steady rate: for each address in turn, 20 concurrent
// callers second by second (req/s, p99, and the processor time of the API and of PostgreSQL in
// that second, from /proc), on a database a bench kept. The first seconds of a server bench's first
// scenario are this curve; it is how the slow first runs of `pnpm bench` were traced.
//
//   BENCH_KEEP_DB=1 node bench/historial-pg.mjs        (once: seeds and keeps gestion_bench_historial)
//   node bench/warmup.mjs gestion_bench_historial 15 '/api/auth/historial/' '/api/auth/historial/?page=500'
//   BENCH_API_FLAGS='--trace-opt' BENCH_API_STDOUT=/tmp/api.txt node bench/warmup.mjs …   (what V8 did meanwhile)
import { adminHeaders, load, startKeptStack } from './pg-stack.mjs';
import { cpuMs, postgresMs } from './proc-cpu.mjs';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);

const [dbName, seconds, ...paths] = process.argv.slice(2);
if (!dbName || !(Number(seconds) > 0) || paths.length === 0) {
  console.error('uso: node bench/warmup.mjs <base de datos guardada> <segundos por dirección> <dirección> [dirección…]');
  process.exit(2);
}
const stack = await startKeptStack(dbName);
try {
  const headers = await adminHeaders(stack.port);
  console.log(`servidor: ${process.env.BENCH_SERVER_DIR || 'server'}; recién arrancado; ${CONCURRENCY} en paralelo, segundo a segundo`);
  for (const path of paths) {
    console.log(path);
    for (let s = 1; s <= Number(seconds); s++) {
      const [api0, pg0] = [cpuMs(stack.pid), postgresMs()];
      const r = await load(stack.port, path, headers, 1, CONCURRENCY);
      const api = cpuMs(stack.pid) - api0;
      const pgMs = postgresMs() - pg0;
      console.log(
        `  ${String(s).padStart(3)} s  ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50.toFixed(1).padStart(5)} ms  p99 ${r.p99.toFixed(1).padStart(5)} ms  API ${(api / r.n).toFixed(3)} ms/pet  PostgreSQL ${(pgMs / r.n).toFixed(3)} ms/pet  errores ${r.errors}`,
      );
    }
  }
} finally {
  await stack.stop();
}
