import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { haproxyProblems } from './haproxy-rules.mjs';

const cfg = (frontend, backends) => `global\n    log stdout format raw local0\n\nfrontend web\n    bind :80\n${frontend}\n\n${backends}\n`;
const remote = (check) => `backend web_main\n    option httpchk GET ${check}\n    server main main:3002 check`;

test('el deploy/haproxy.cfg generado no tiene problemas', () => {
  assert.deepEqual(haproxyProblems(fs.readFileSync(new URL('../deploy/haproxy.cfg', import.meta.url), 'utf8')), []);
});

test('una cabecera de la petición en el formato de log se rechaza (HAProxy 3.0 no arranca)', () => {
  const problems = haproxyProblems(cfg('    log-format "%ci %[req.hdr(x-request-id)]"', remote('/mf-manifest.json')));
  assert.equal(problems.length, 1);
  assert.match(problems[0], /:6: una cabecera de la petición/);
  assert.deepEqual(haproxyProblems(cfg('    log-format "%ci %[var(txn.request_id)]"', remote('/mf-manifest.json'))), []);
});

test('un remoto comprobado con GET / se rechaza (no tiene página); el host sí puede', () => {
  assert.match(haproxyProblems(cfg('', remote('/')))[0], /el servidor de un remoto no tiene página/);
  assert.deepEqual(haproxyProblems(cfg('', 'backend web_host\n    option httpchk GET /\n    server host host:3000 check')), []);
});

test("la política de las respuestas propias del proxy sobre un 304 se rechaza (la página la tomaría y quedaría en blanco)", () => {
  const csp = `http-after-response set-header Content-Security-Policy "default-src 'none'" unless { res.hdr(content-security-policy) -m found }`;
  assert.match(haproxyProblems(cfg(`    ${csp}`, remote('/mf-manifest.json')))[0], /:6: .*304/);
  assert.deepEqual(haproxyProblems(cfg(`    ${csp} || { status 304 }`, remote('/mf-manifest.json'))), []);
});
