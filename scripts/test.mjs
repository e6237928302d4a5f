#!/usr/bin/env node
// `pnpm test`: lint, type-check, unit and integration tests (server on PGlite, and on
// PostgreSQL too when TEST_DATABASE_URL is set), the fleet test (three API processes on
// PostgreSQL: scripts/fleet-test.mjs), then the Playwright suite against the built apps and the
// real server. Ends with the line `N passed, N failed`.
// With NODE_24=<path of a Node 24 binary> (.ci/run sets it), production's pairing runs on that
// Node: the server's PostgreSQL pass and the fleet test (the images run Node 24 on PostgreSQL),
// while the PGlite pass stays on this Node (`pnpm start`'s pairing). Each driver and each Node
// is covered once, not every pair: a second full pass cost CI minutes it could not spare.
// Without PostgreSQL the PGlite pass repeats on Node 24.
//   node scripts/test.mjs [--skip-e2e] [--only-e2e]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, ROOT, run } from './lib.mjs';
import { cpuReferenceMs, faultReferenceUs } from '../bench/machine.mjs';

const { values: args } = parseArgs({
  options: { 'skip-e2e': { type: 'boolean', default: false }, 'only-e2e': { type: 'boolean', default: false } },
});
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'gestion-test-'));
const totals = { passed: 0, failed: 0 };
const summary = [];

// Each step's wall time in the summary: CI has 30 minutes, and a slower machine shows where they go.
const began = Date.now();
let stepStarted = began;
const minutes = (ms) => `${Math.floor(ms / 60000)}:${String(Math.round((ms % 60000) / 1000)).padStart(2, '0')}`;

/** `note`: what else the reader should see, such as tests that passed only on their retry. */
function record(label, passed, failed, note = '') {
  totals.passed += passed;
  totals.failed += failed;
  const now = Date.now();
  summary.push(`${failed ? '✗' : '✓'} ${label}: ${passed} passed, ${failed} failed${note} [${minutes(now - stepStarted)}]`);
  stepStarted = now;
}

/** A step that is not a test runner (lint, type-check, build) counts as one check. */
async function check(label, cmd, cmdArgs, env) {
  console.log(`\n=== ${label} ===`);
  const code = await run(cmd, cmdArgs, { env: { ...process.env, ...env } });
  record(label, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

async function vitest(label, pkg, env = {}, node = null) {
  console.log(`\n=== ${label} ===`);
  const file = path.join(out, `${label.replace(/\W+/g, '-')}.json`);
  const vitestArgs = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  // Another Node runs vitest's own entry in the package (pnpm's shims would pick the PATH's node).
  const code = node
    ? await run(node, [path.join('node_modules', 'vitest', 'vitest.mjs'), ...vitestArgs], {
        cwd: path.join(ROOT, PACKAGE_DIRS[pkg]),
        env: { ...process.env, ...env },
      })
    : await run('pnpm', ['--filter', pkg, 'exec', 'vitest', ...vitestArgs], { env: { ...process.env, ...env } });
  let passed = 0;
  let failed = 0;
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed = r.numPassedTests;
    failed = r.numFailedTests;
  } catch {
    /* no report: the runner itself failed */
  }
  if (code !== 0 && failed === 0) failed = 1;
  record(label, passed, failed);
}

/** Where vitest runs for a package run on another Node. */
const PACKAGE_DIRS = { '@gestion/server': 'server' };

/** scripts/fleet-test.mjs on `node`; a skip (no PostgreSQL) counts nothing and says so. */
async function fleet(label, node = process.execPath) {
  console.log(`\n=== ${label} ===`);
  const file = path.join(out, `${label.replace(/\W+/g, '-')}.json`);
  const code = await run(node, ['scripts/fleet-test.mjs', '--json', file]);
  let r = { passed: 0, failed: 0, skipped: false };
  try {
    r = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    /* no report: the script itself failed */
  }
  if (code !== 0 && r.failed === 0) r.failed = 1;
  record(label, r.passed, r.failed, r.skipped ? ' (skipped: no PostgreSQL)' : '');
}

const VITEST_PACKAGES = [
  ['contract', '@gestion/contract'],
  ['session', '@gestion/session'],
  ['api', '@gestion/api'],
  ['ui', '@gestion/ui'],
  ['build tools', '@gestion/build'],
  ...APPS.map((a) => [a.dir.replace(/^remotes\//, ''), a.pkg]),
];

if (!args['only-e2e']) {
  await check('lint', 'pnpm', ['lint']);
  await check('typecheck', 'pnpm', ['-r', '--workspace-concurrency=2', '--if-present', 'typecheck']);
  for (const [label, pkg] of VITEST_PACKAGES) await vitest(`unit ${label}`, pkg);
  // The scripts' and the benches' own tests (node:test), named one by one: `node --test scripts/` would also take
  // this file and fleet-test.mjs for tests.
  await check('unit scripts', process.execPath, ['--test', 'scripts/serve-static.test.mjs', 'scripts/haproxy-rules.test.mjs', 'scripts/contract-check.test.mjs', 'bench/timeline.test.mjs']);
  const node24 = process.env.NODE_24 || null;
  const on24 = node24 ? ', Node 24' : '';
  await vitest('server (PGlite)', '@gestion/server', { TEST_DATABASE_URL: '' });
  if (process.env.TEST_DATABASE_URL) await vitest(`server (PostgreSQL${on24})`, '@gestion/server', {}, node24);
  else if (node24) await vitest('server (PGlite, Node 24)', '@gestion/server', { TEST_DATABASE_URL: '' }, node24);
  await fleet(`fleet (PostgreSQL, 3 API${on24})`, node24 ?? process.execPath);
}

if (!args['skip-e2e']) {
  const built = await check('build', process.execPath, ['scripts/build.mjs']);
  if (built) {
    console.log('\n=== e2e (Playwright, Chromium) ===');
    // The suite's time limits follow the machine (e2e/support/time-scale.ts), measured now, idle.
    const reference = process.env.E2E_CPU_REFERENCE_MS ?? String(Math.round(cpuReferenceMs(5)));
    const faultUs = process.env.E2E_FAULT_US ?? faultReferenceUs(5).toFixed(1);
    const file = path.join(out, 'e2e.json');
    const code = await run('pnpm', ['--filter', '@gestion/e2e', 'exec', 'playwright', 'test'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file, E2E_CPU_REFERENCE_MS: reference, E2E_FAULT_US: faultUs },
    });
    let passed = 0;
    let failed = 0;
    let flaky = 0;
    let notRun = 0;
    try {
      const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
      passed = s.expected + s.flaky;
      failed = s.unexpected;
      flaky = s.flaky;
      notRun = s.skipped;
    } catch {
      /* no report */
    }
    if (code !== 0 && failed === 0) failed = 1;
    // CI retries once so a loaded machine does not sink a run; a retried test is still a defect to fix.
    // The specs that run alone wait for the rest (e2e/playwright.config.ts): after a failure they
    // do not run, and the summary must not read as if they had passed.
    const notes = [flaky && `${flaky} passed only on retry: see "flaky" above`, notRun && `${notRun} not run`].filter(Boolean);
    record('e2e', passed, failed, notes.length ? ` (${notes.join('; ')})` : '');
  }
}

console.log('\n=== resumen ===');
for (const line of summary) console.log(line);
console.log(`(${minutes(Date.now() - began)} in all)`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
