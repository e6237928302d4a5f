#!/usr/bin/env node
// Builds the server and every browser app, skipping what is already up to date.
//   node scripts/build.mjs [--force] [--only host,main]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, ROOT, fingerprint, run } from './lib.mjs';

const { values: args } = parseArgs({
  options: { force: { type: 'boolean', default: false }, only: { type: 'string' } },
});
const only = args.only ? new Set(args.only.split(',')) : null;
const SHARED_INPUTS = ['packages', 'tools/build'];

const targets = [
  { name: 'server', dir: 'server', cmd: ['pnpm', ['--filter', '@gestion/server', 'build']], inputs: ['server/src', 'server/drizzle', 'packages/contract'] },
  ...APPS.map((a) => ({
    name: a.name,
    dir: a.dir,
    cmd: ['pnpm', ['--filter', a.pkg, 'build']],
    // The host embeds every area's navigation as its fallback (tools/build).
    inputs: [a.dir, ...SHARED_INPUTS, ...(a.name === 'host' ? APPS.map((r) => `${r.dir}/src/area.ts`) : [])],
  })),
].filter((t) => !only || only.has(t.name));

// The stamp (the inputs' fingerprint at the last build) lives beside dist/, not in it: dist/ is
// what gets published, and a stamp there told anyone the build's inputs and age. A missing dist/
// is stale whatever the stamp says.
const stampOf = (t) => path.join(ROOT, t.dir, '.build-stamp');
const stale = targets.filter((t) => {
  const stamp = stampOf(t);
  t.print = fingerprint(t.inputs);
  return args.force || !fs.existsSync(path.join(ROOT, t.dir, 'dist')) || !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== t.print;
});

if (stale.length === 0) {
  console.log('Todo está compilado y al día.');
  process.exit(0);
}
console.log(`Compilando: ${stale.map((t) => t.name).join(', ')}`);

// Two at a time: webpack is CPU-bound and the machines have two cores.
let failed = false;
const queue = [...stale];
async function worker() {
  for (let t = queue.shift(); t; t = queue.shift()) {
    const started = Date.now();
    const code = await run(t.cmd[0], t.cmd[1]);
    if (code !== 0) {
      console.error(`✗ ${t.name}: la compilación falló (código ${code})`);
      failed = true;
      continue;
    }
    fs.writeFileSync(stampOf(t), t.print);
    // Where builds before this one kept it (the server's tsc does not empty its dist/).
    fs.rmSync(path.join(ROOT, t.dir, 'dist', '.build-stamp'), { force: true });
    console.log(`✓ ${t.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
await Promise.all([worker(), worker()]);
process.exit(failed ? 1 : 0);
