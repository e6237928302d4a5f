// The users list of the Authentication area: with 10,000 users on the embedded database, timed
// in-process (the list's own cost, server/bench/users-list.ts), and with 100,000 users on
// PostgreSQL under load over HTTP (many callers at once, bench/users-list-pg.mjs; skipped, saying
// so, without PostgreSQL).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../scripts/lib.mjs';
import { benchUsersListPg } from './users-list-pg.mjs';

function runBench() {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['exec', 'tsx', 'bench/users-list.ts'], {
      cwd: path.join(ROOT, 'server'),
      env: { ...process.env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`users-list bench exited with ${code}`));
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`users-list bench printed no result: ${line}`));
      }
    });
  });
}

const LABELS = {
  '/api/auth/users/': 'primera página',
  '/api/auth/users/?page=400&page_size=20': 'página 400',
  '/api/auth/users/?search=garcia&page_size=20': 'búsqueda',
  '/api/auth/users/?search=empresa3&ordering=-date_joined&page_size=50': 'búsqueda + orden',
};

export async function measureAuthUsers(report) {
  const { users, results } = await runBench();
  for (const r of results) {
    const label = `Usuarios (${users}) ${LABELS[r.url] ?? r.url}`;
    report(`${label} p50`, r.p50, 'ms', 75);
    report(`${label} p95`, r.p95, 'ms', 150);
  }
  const pg = await benchUsersListPg();
  if (!pg) return;
  for (const r of pg.results) {
    const label = `Usuarios PG (${pg.users / 1000}k, ${pg.concurrency} en paralelo) ${r.label}`;
    report(`${label} req/s`, r.rps, 'req/s', r.budgetRps ?? null, 'higher');
    report(`${label} p50`, r.p50, 'ms', null);
    report(`${label} p99`, r.p99, 'ms', r.budgetP99);
    report(`${label} errores`, r.errors, 'resp.', 0);
  }
  for (const r of pg.fleet) {
    const label = `Usuarios PG (${pg.users / 1000}k, ${pg.concurrency} en paralelo) página 1 con ${r.instances} instancia${r.instances > 1 ? 's' : ''}`;
    report(`${label} req/s`, r.rps, 'req/s', null, 'higher');
    report(`${label} errores`, r.errors, 'resp.', 0);
  }
}
