#!/usr/bin/env node
// `pnpm start`: build what is not built, then run the API (embedded PostgreSQL unless
// DATABASE_URL is set), the host and each remote on its own server. Ctrl-C stops them all.
// `pnpm dev` (--dev): the same topology with webpack dev servers and the API in watch mode.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_ENV, API_NODE_FLAGS, API_PORT, APPS, ROOT, run, runtimeConfig } from './lib.mjs';

const { values: args } = parseArgs({ options: { dev: { type: 'boolean', default: false } } });

if (!args.dev) {
  const code = await run(process.execPath, [path.join(ROOT, 'scripts/build.mjs')]);
  if (code !== 0) process.exit(code);
}

const config = runtimeConfig();
const children = new Map();
let stopping = false;

function start(name, cmd, cmdArgs, env = {}, { essential = false } = {}) {
  const child = spawn(cmd, cmdArgs, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    console.error(`[${name}] terminó (${signal ?? code}).`);
    // Without the API nothing works; a remote that stops only takes its own area down.
    if (essential) shutdown(1);
  });
  return child;
}

const runtimeJson = JSON.stringify(config);
if (args.dev) {
  start('api', 'pnpm', ['--filter', '@gestion/server', 'dev'], { PORT: String(API_PORT) }, { essential: true });
  for (const app of APPS) start(app.name, 'pnpm', ['--filter', app.pkg, 'dev']);
} else {
  start('api', process.execPath, [...API_NODE_FLAGS, 'server/dist/main.js'], { ...API_ENV, PORT: String(API_PORT) }, { essential: true });
  for (const app of APPS) {
    const isHost = app.name === 'host';
    start(app.name, process.execPath, [
      'scripts/serve-static.mjs',
      '--name', app.name,
      '--dir', `${app.dir}/dist`,
      '--port', String(app.port),
      ...(isHost ? ['--spa', '--config-env', 'RUNTIME_CONFIG'] : ['--cors']),
    ], isHost ? { RUNTIME_CONFIG: runtimeJson } : {});
  }
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

const apiUp = await waitFor(`http://127.0.0.1:${API_PORT}/healthz`, args.dev ? 120_000 : 60_000);
const hostUp = await waitFor(`http://127.0.0.1:${APPS[0].port}/`, args.dev ? 180_000 : 30_000);
if (!stopping) {
  console.log('');
  console.log(apiUp && hostUp ? '  La aplicación está lista:' : '  Arrancando (algún servicio aún no responde):');
  console.log(`    Aplicación  http://localhost:${APPS[0].port}`);
  console.log(`    API         ${config.apiBaseUrl}  (documentación: ${config.apiBaseUrl}/api/docs)`);
  console.log('    Ctrl-C para detener todo.');
  console.log('');
}

function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(code);
  }, 8000);
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      clearTimeout(force);
      process.exit(code);
    }
  }, 100);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
