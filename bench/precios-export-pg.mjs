// 'Exportar CSV' of the Terra price list at a million prices on PostgreSQL (a file a person waits
// for, and a server that must not hold it in memory): the rows seeded as bench/precios-list-pg.mjs
// seeds them (seedPrecios), the built API started on that database, then one export of the whole
// list (`GET /api/terra/precios-productos/exportar/`, the list's default order) read as a browser
// reads it. Budgets: first bytes within 1 s, the whole file within 20 s, the server's resident
// memory (RSS, /proc) growing by at most 100 MiB while it streams. Skipped, saying so, without
// PostgreSQL.
//
//   node bench/precios-export-pg.mjs      (also part of `pnpm bench`)
//   BENCH_PG_URL, BENCH_KEEP_DB, BENCH_SERVER_DIR as in users-list-pg.mjs; BENCH_PRECIOS=1000000
//   BENCH_EXPORT_DB=...  another database name; BENCH_REUSE_DB=1 measures what a BENCH_KEEP_DB=1 run left
//   BENCH_EXPORT_SEARCH=cemento   the file of that search (ordered by valor) instead of the whole list: outside the budgets
import fs from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { adminHeaders, apiNodeVersion, PG_URL, startPgStack, seedPostgres } from './pg-stack.mjs';
import { PRECIOS, seedPrecios } from './precios-list-pg.mjs';
import { machineLine } from './machine.mjs';

const DB_NAME = process.env.BENCH_EXPORT_DB || 'gestion_bench_precios_export';
export const BUDGETS = { firstByteMs: 1000, totalMs: 20_000, rssGrowthMiB: 100 };
const SEARCH = process.env.BENCH_EXPORT_SEARCH ?? '';
const PATH = `/api/terra/precios-productos/exportar/${SEARCH ? `?search=${encodeURIComponent(SEARCH)}&ordering=valor` : ''}`;

/** Resident memory of process `pid` in MiB (Linux /proc); null elsewhere. */
function rssMiB(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The server's RSS once it has stopped falling for 4 s (the sign-in's scrypt frees its 128 MiB
 * seconds later, Node 24's collector after a pause: read at once, 'before' held it, and the
 * export's growth hid beneath it), at most `ms` later.
 */
async function settledRssMiB(pid, ms = 30_000) {
  const samples = [];
  const until = Date.now() + ms;
  for (;;) {
    samples.push(rssMiB(pid));
    if (samples.at(-1) === null) return null;
    const last = samples.slice(-17);
    if ((last.length === 17 && Math.max(...last) - Math.min(...last) < 2) || Date.now() > until) return samples.at(-1);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** One export read to its end: time to the first bytes, to the last, bytes, lines, and the server's peak RSS meanwhile. */
function exportOnce(port, headers, pid) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = null;
    let bytes = 0;
    let lines = 0;
    let peak = rssMiB(pid) ?? 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid) ?? 0)), 50);
    const req = http.get({ host: '127.0.0.1', port, path: PATH, headers }, (res) => {
      if (res.statusCode !== 200) {
        clearInterval(sampler);
        reject(new Error(`exportar respondió ${res.statusCode}`));
        res.resume();
        return;
      }
      res.on('data', (chunk) => {
        firstByteMs ??= performance.now() - started;
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      });
      res.on('end', () => {
        clearInterval(sampler);
        peak = Math.max(peak, rssMiB(pid) ?? 0);
        resolve({ firstByteMs, totalMs: performance.now() - started, bytes, lines, peakMiB: peak });
      });
      res.on('error', reject);
    });
    req.on('error', (err) => {
      clearInterval(sampler);
      reject(err);
    });
  });
}

/** Seeds (unless BENCH_REUSE_DB), exports once; null (reason printed) without PostgreSQL. */
export async function benchPreciosExportPg() {
  const reuse = process.env.BENCH_REUSE_DB === '1';
  const stack = await startPgStack({
    dbName: DB_NAME,
    reuse,
    unreachable: (err) => console.log(`- Exportación de precios en PostgreSQL: omitida, no hay PostgreSQL en ${PG_URL} (${err.message}).`),
  });
  if (!stack) return null;
  try {
    const t = Date.now();
    if (!reuse) await seedPostgres(stack.url, seedPrecios);
    const seedSeconds = (Date.now() - t) / 1000;
    const headers = await adminHeaders(stack.port);
    // The server as it serves lists: one page read first (its statements and pools warm).
    await fetch(`http://127.0.0.1:${stack.port}/api/terra/precios-productos/`, { headers });
    const before = await settledRssMiB(stack.pid);
    const run = await exportOnce(stack.port, headers, stack.pid);
    return { precios: PRECIOS, seedSeconds: reuse ? null : seedSeconds, rssBeforeMiB: before, rssGrowthMiB: before === null ? null : run.peakMiB - before, ...run };
  } finally {
    await stack.stop();
  }
}

/** Each figure with its budget, through bench/run.mjs's report. */
export async function measurePreciosExport(report) {
  const out = await benchPreciosExportPg();
  if (!out) return;
  const label = `Exportar CSV precios PostgreSQL (${out.precios / 1_000_000}M)`;
  report(`${label} primeros bytes`, out.firstByteMs, 'ms', BUDGETS.firstByteMs);
  report(`${label} archivo completo`, out.totalMs, 'ms', BUDGETS.totalMs);
  if (out.rssGrowthMiB !== null) report(`${label} crecimiento RSS`, out.rssGrowthMiB, 'MiB', BUDGETS.rssGrowthMiB);
  report(`${label} filas`, out.lines - 1, 'filas', out.precios, 'higher');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`${await machineLine()}\nAPI: ${apiNodeVersion('postgres')}`);
  const out = await benchPreciosExportPg();
  if (out) {
    const mib = (out.bytes / 1_048_576).toFixed(1);
    console.log(`${out.precios} precios ${out.seedSeconds === null ? 'ya sembrados' : `sembrados en ${out.seedSeconds.toFixed(1)} s`}; archivo ${mib} MiB, ${out.lines - 1} filas`);
    const line = (name, value, unit, budget) => console.log(`${value <= budget ? '✓' : '✗'} ${name.padEnd(22)} ${value.toFixed(1).padStart(10)} ${unit}   presupuesto ≤ ${budget} ${unit}`);
    line('primeros bytes', out.firstByteMs, 'ms', BUDGETS.firstByteMs);
    line('archivo completo', out.totalMs, 'ms', BUDGETS.totalMs);
    if (out.rssGrowthMiB === null) console.log('- crecimiento RSS: sin /proc, no medido');
    else line(`crecimiento RSS (${out.rssBeforeMiB.toFixed(0)} MiB antes)`, out.rssGrowthMiB, 'MiB', BUDGETS.rssGrowthMiB);
    if (!SEARCH && out.lines - 1 !== out.precios) console.log(`✗ filas: ${out.lines - 1}, se esperaban ${out.precios}`);
  }
}
