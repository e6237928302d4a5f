#!/usr/bin/env node
// `pnpm bench`: the performance measurements, each printed with its budget.
// Starts the real build (`pnpm start`'s topology) on a fresh embedded database, drives headless
// Chromium, and loads the API. Results also go to bench/results/latest.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appPort, ROOT, run } from '../scripts/lib.mjs';
import { measureBundles, measureLoginJs, measureLoginReady } from './browser.mjs';
import { measureApi } from './api.mjs';
import { measureAuthUsers } from './auth-users.mjs';
import { measureBranchLine } from './branch-line.mjs';
import { measureDashboard } from './dashboard.mjs';
import { measureHistorial } from './historial.mjs';
import { measurePreciosExport } from './precios-export-pg.mjs';
import { measurePreciosList } from './precios-list.mjs';
import { measureRodox } from './rodox.mjs';
import { measureTerraWizard, startWizardStack } from './terra-wizard.mjs';
import { API } from './stack.mjs';
import { apiNodeVersion } from './pg-stack.mjs';
import { waitUp } from './wait-up.mjs';
import { machineLine } from './machine.mjs';
import { unfitSummary } from './laptop.mjs';

// --browser: only the measurements in Chromium (bundle sizes, copies, load times).
// --dashboard: only the user dashboard's time to fully rendered.
// --login: only what /login downloads (JS sent, gzip and raw).
// --line: only the branch office's line (times and bytes on a throttled line, with floors).
const { values: args } = parseArgs({
  options: {
    browser: { type: 'boolean', default: false },
    dashboard: { type: 'boolean', default: false },
    login: { type: 'boolean', default: false },
    line: { type: 'boolean', default: false },
  },
});
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'gestion-bench-'));
const ENV = {
  ...process.env,
  DATA_DIR,
  // The dashboard bench writes its contexts' draw feeds here (the only folder the server reads them from).
  RODOX_FUENTES_DIR: path.join(DATA_DIR, 'fuentes'),
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'Bench-admin-2025!',
  // The budgets time the spec's sign-in, that of a user without a second factor; the bench's
  // admin is a superuser, whom the product would otherwise send to enrol one first.
  SEGUNDO_FACTOR_OBLIGATORIO: '0',
  SEED_DEMO: '0',
  LOG_LEVEL: 'warn',
  // The load test signs in many times from one address.
  LOGIN_MAX_PER_IP: '100000',
};
export const ADMIN = { username: ENV.ADMIN_USERNAME, password: ENV.ADMIN_PASSWORD };

const results = [];
/** One line per measurement: figure, budget and verdict; `note` (a floor, the runs) follows. */
export function report(name, value, unit, budget, better = 'lower', note = '') {
  const ok = budget == null ? null : better === 'lower' ? value <= budget : value >= budget;
  results.push({ name, value, unit, budget, ok, ...(note ? { note } : {}) });
  const fig = `${Number.isInteger(value) ? value : value.toFixed(unit === 's' ? 2 : 1)} ${unit}`;
  const bud = budget == null ? '(sin presupuesto: referencia)' : `presupuesto ${better === 'lower' ? '≤' : '≥'} ${budget} ${unit}`;
  console.log(`${ok === false ? '✗' : '✓'} ${name.padEnd(52)} ${fig.padStart(14)}   ${bud}${note ? `   ${note}` : ''}`);
}

if ((await run(process.execPath, ['scripts/build.mjs'])) !== 0) process.exit(1);

const stack = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env: ENV, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
const stackExited = new Promise((resolve) => stack.on('exit', resolve));
const stop = () => {
  try {
    process.kill(-stack.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

await waitUp(`${API}/healthz`, 120_000);
await waitUp(`http://127.0.0.1:${appPort('host')}/`, 30_000);

const machine = await machineLine();
const apiNodes = `API: ${apiNodeVersion(null)} sobre PGlite, ${apiNodeVersion('postgres')} sobre PostgreSQL${process.env.NODE_24 ? '' : ' (NODE_24 sin dar: producción usa Node 24)'}`;
console.log(`\nMediciones (pnpm bench)\n${machine}\n${apiNodes}\n`);
try {
  if (args.login) {
    await measureLoginJs(report);
  } else if (args.line) {
    await measureBranchLine(report, ADMIN);
  } else {
    if (!args.dashboard) {
      await measureBundles(report, ADMIN);
      await measureLoginReady(report, 7, ADMIN);
      await measureTerraWizard(report, ADMIN);
      await measureBranchLine(report, ADMIN);
    }
    // Last of the browser measurements: it adds users, teams and sprints to the database.
    await measureDashboard(report, ADMIN, ENV.RODOX_FUENTES_DIR);
    if (!args.browser && !args.dashboard) {
      await measureApi(report, ADMIN);
      await measureAuthUsers(report);
      await measureRodox(report);
      await measurePreciosList(report);
      await measurePreciosExport(report);
      await measureHistorial(report);
    }
  }
} finally {
  stop();
}
if (!args.dashboard && !args.line) {
  // The wizard's import again with the API on PostgreSQL (its own stack, on the same ports).
  await Promise.race([stackExited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  const pgStack = await startWizardStack(ROOT, ADMIN, { pg: true, env: { LOGIN_MAX_PER_IP: ENV.LOGIN_MAX_PER_IP } });
  if (pgStack) {
    try {
      await measureTerraWizard(report, ADMIN, 'PostgreSQL');
    } finally {
      await pgStack.stop();
    }
  }
}
fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench/results/latest.json'), JSON.stringify({ at: new Date().toISOString(), machine, apiNodes, results }, null, 2));
const failed = results.filter((r) => r.ok === false);
console.log(`\n${results.length - failed.length} dentro del presupuesto, ${failed.length} fuera.`);
const unfit = unfitSummary(results);
if (unfit) console.log(unfit);
fs.rmSync(DATA_DIR, { recursive: true, force: true });
process.exit(failed.length ? 1 : 0);
