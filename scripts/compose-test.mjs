#!/usr/bin/env node
// The compose topology, run as the README's deployment section says and tried as staff use it
// (.ci/run runs this after `pnpm test`): builds the images, brings the stack up with three API
// replicas, checks the proxy's configuration with HAProxy itself, runs the smoke suite
// (e2e/compose/, Playwright in Chromium against the proxy's one origin) and takes the stack down
// with its data. Needs a Docker engine with Compose v2 (scripts/docker-setup.sh) and the base
// images (scripts/base-images.sh where no registry answers). Prints each step's wall time and the
// API image's size, and ends with `N passed, N failed`.
//   node scripts/compose-test.mjs     (COMPOSE_PORT: the proxy's port, 8080)
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './lib.mjs';

const port = Number(process.env.COMPOSE_PORT || 8080);
const tlsPort = Number(process.env.COMPOSE_TLS_PORT || 8443);
// A certificate of its own for the proxy's HTTPS (the smoke suite checks HSTS there).
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gestion-compose-'));
const tlsCert = path.join(scratch, 'tls.pem');
execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-keyout', `${tlsCert}.key`, '-out', `${tlsCert}.crt`], { stdio: 'ignore' });
fs.writeFileSync(tlsCert, fs.readFileSync(`${tlsCert}.crt`, 'utf8') + fs.readFileSync(`${tlsCert}.key`, 'utf8'), { mode: 0o644 });
const env = {
  ...process.env,
  // Its own project: a developer's own `docker compose up` in this folder keeps its data.
  COMPOSE_PROJECT_NAME: 'gestion-smoke',
  PUBLIC_PORT: String(port),
  APP_URL: `http://localhost:${port}`,
  COMPOSE_URL: `http://localhost:${port}`,
  PUBLIC_TLS_PORT: String(tlsPort),
  COMPOSE_TLS_URL: `https://localhost:${tlsPort}`,
  TLS_CERT: tlsCert,
  JWT_SECRET: crypto.randomBytes(48).toString('base64'),
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: `Humo-${crypto.randomBytes(9).toString('base64url')}-9!`,
  SEED_DEMO: '0',
};
const steps = [];
const t0 = Date.now();
let last = t0;
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
function lap(label, ok) {
  const now = Date.now();
  steps.push(`${ok ? '✓' : '✗'} ${label} [${seconds(now - last)}]`);
  last = now;
  return ok;
}
const compose = (...args) => run('docker', ['compose', ...args], { env });

let passed = 0;
let failed = 0;
try {
  if (!lap('docker compose build', (await compose('build')) === 0)) throw new Error('build');
  const size = execFileSync('docker', ['image', 'inspect', '--format', '{{.Size}}', 'gestion-smoke-api'], { encoding: 'utf8' }).trim();
  steps.push(`  imagen de la API: ${(Number(size) / 1e6).toFixed(0)} MB`);
  last = Date.now();
  if (!lap('haproxy -c', (await run('node', ['scripts/compose-check.mjs', '--haproxy'], { env })) === 0)) throw new Error('haproxy');
  // Starting clean: a volume a killed run left would hold another administrator password.
  await compose('down', '--volumes', '--remove-orphans');
  if (!lap('docker compose up --scale api=3', (await compose('up', '--detach', '--wait', '--wait-timeout', '300', '--scale', 'api=3')) === 0)) {
    await compose('ps', '--all');
    await compose('logs', '--tail', '40');
    throw new Error('up');
  }
  const json = path.join(scratch, 'results.json');
  const code = await run('pnpm', ['--filter', '@gestion/e2e', 'exec', 'playwright', 'test', '-c', 'compose/playwright.config.ts'], {
    env: { ...env, COMPOSE_E2E_JSON: json },
  });
  try {
    const stats = JSON.parse(fs.readFileSync(json, 'utf8')).stats;
    passed = stats.expected + stats.flaky;
    failed = stats.unexpected;
  } catch {
    failed = 1;
  }
  if (code !== 0 && failed === 0) failed = 1;
  lap(`humo: ${passed} passed, ${failed} failed`, code === 0);
  if (code !== 0) await compose('logs', '--tail', '60', 'proxy', 'api');
} catch (err) {
  failed = Math.max(failed, 1);
  console.error(`compose: se detuvo en «${err.message}»`);
} finally {
  await compose('down', '--volumes', '--remove-orphans');
  lap('docker compose down', true);
  fs.rmSync(scratch, { recursive: true, force: true });
}
console.log(`\n=== compose (${seconds(Date.now() - t0)}) ===\n${steps.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
