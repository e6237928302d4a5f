#!/usr/bin/env node
// Writes what is derived from apps.json (the list of browser apps): the host's development
// config.json, the web services of docker-compose.yml, and there the API's published port and
// APP_URL's default (the host). With --check it writes nothing and fails when any has drifted
// (run by `pnpm lint` and so by `pnpm test`).
//   node scripts/apps.mjs [--check]
import fs from 'node:fs';
import path from 'node:path';
import { API_DEFAULT_PORT, APPS, appPort, ROOT, runtimeConfig } from './lib.mjs';

const BEGIN = '  # --- generated from apps.json by scripts/apps.mjs: edit apps.json, then run it ---';
const END = '  # --- end of generated services ---';

function composeServices() {
  const config = JSON.stringify(runtimeConfig({}));
  const lines = [BEGIN];
  for (const app of APPS) {
    const service = path.basename(app.dir);
    const spa = app.name === 'host' ? ', MODE: "--spa"' : '';
    lines.push(`  ${service}:`, '    <<: *web');
    lines.push(`    build: { <<: *webbuild, args: { APP: ${app.dir}, PKG: "${app.pkg}", PORT: "${app.port}"${spa} } }`);
    if (app.name === 'host') lines.push('    environment:', '      RUNTIME_CONFIG: >-', `        ${config}`);
    lines.push(`    ports: ["${app.port}:${app.port}"]`);
  }
  lines.push(END);
  return lines.join('\n');
}

/** The port the API listens on inside its image (Dockerfile, target api: ENV PORT). */
const API_CONTAINER_PORT = 8000;

/**
 * The api service, written by hand above the generated block: its published port and the
 * default APP_URL (the host's address) follow apps.json. Each stands there once.
 */
function composeApi(text) {
  const once = (pattern, replacement, what) => {
    if ((text.match(new RegExp(pattern.source, 'gm')) ?? []).length !== 1) throw new Error(`docker-compose.yml: no encuentro ${what} del servicio api`);
    text = text.replace(new RegExp(pattern.source, 'm'), replacement);
  };
  once(/^ {4}ports: \["\d+:\d+"\]$/, `    ports: ["${API_DEFAULT_PORT}:${API_CONTAINER_PORT}"]`, 'el puerto');
  once(/\$\{APP_URL:-http:\/\/localhost:\d+\}/, `\${APP_URL:-http://localhost:${appPort('host')}}`, 'el APP_URL');
  return text;
}

const targets = [
  {
    file: 'host/public/config.json',
    render: () => `${JSON.stringify(runtimeConfig({}), null, 2)}\n`,
  },
  {
    file: 'docker-compose.yml',
    render(current) {
      const start = current.indexOf(BEGIN);
      const end = current.indexOf(END);
      if (start < 0 || end < start) throw new Error('docker-compose.yml: faltan las marcas de los servicios generados');
      return composeApi(current.slice(0, start)) + composeServices() + current.slice(end + END.length);
    },
  },
];

const check = process.argv.includes('--check');
let drifted = 0;
for (const t of targets) {
  const file = path.join(ROOT, t.file);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const wanted = t.render(current);
  if (current === wanted) continue;
  if (check) {
    console.error(`${t.file} no corresponde a apps.json: ejecuta node scripts/apps.mjs`);
    drifted++;
  } else {
    fs.writeFileSync(file, wanted);
    console.log(`escrito ${t.file}`);
  }
}
process.exit(drifted ? 1 : 0);
