import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';
import { AUTH_CASES } from '../areas/auth/historial-cases.js';
import { MAIN_PUEBLO_CASES } from '../areas/main/historial-cases.js';
import { RODOX_USUARIO_CASES } from '../areas/rodox/historial-cases.js';
import { TERRA_CASES } from '../areas/terra/historial-cases.js';
import type { HistorialCase } from './historial-cases/case.js';

// Every write route of the OpenAPI document (POST/PUT/PATCH/DELETE) has a history case (the
// per-area tests run them) or is exempt here with its reason. A new write route fails this test
// until a case proves it writes its entry.

const CASES: HistorialCase[] = [...AUTH_CASES, ...MAIN_PUEBLO_CASES, ...TERRA_CASES, ...RODOX_USUARIO_CASES];

/** Writes that change no object of the product: no entry, on purpose. */
const EXEMPT: Record<string, string> = {
  'POST /api/auth/custom-login/': 'A sign-in changes no object: it is logged by the request log and the login throttle.',
  'POST /api/auth/jwt/create/': 'A sign-in changes no object: it is logged by the request log and the login throttle.',
  'POST /api/auth/logout/': 'Ending a session changes no object of the product: it is logged by the request log.',
  'POST /api/auth/sesiones/cerrar-otras/': 'Ending sessions changes no object of the product: it is logged by the request log.',
  'POST /auth/users/resend_activation/': 'A new activation link changes no object of the product: the mail outbox records it, and the activation writes its own entry.',
  'POST /api/auth/password-reset/': 'Asking for a reset link changes no object: it sends a mail (the outbox keeps it) and is counted by its throttle.',
  'POST /api/auth/password-reset/validate/': 'Reads whether a reset link still works; changes nothing.',
  'POST /api/auth/segundo-factor/iniciar/': 'A pending secret grants nothing until confirmed; the confirmation writes the entry.',
  'POST /api/auth/jwt/segundo-factor/': 'A sign-in changes no object: it is logged by the request log and the login throttle.',
  'POST /api/auth/segundo-factor/codigos/': 'New recovery codes change no field of the user (only their hashes, never shown): logged by the request log.',
};

const key = (method: string, route: string) => `${method.toUpperCase()} ${route}`;

let app: TestApp;
let writeRoutes: string[];
beforeAll(async () => {
  app = await buildTestApp();
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  writeRoutes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).filter((m) => ['post', 'put', 'patch', 'delete'].includes(m)).map((m) => key(m, path)));
});
afterAll(async () => {
  await app?.close();
});

describe('history coverage', () => {
  it('every write route of the OpenAPI document has a history case or a stated exemption', () => {
    const covered = new Set(CASES.map((c) => key(c.method, c.route)));
    const missing = writeRoutes.filter((r) => !covered.has(r) && !Object.hasOwn(EXEMPT, r));
    expect(missing, 'write routes without a history case').toEqual([]);
  });

  it('every case and exemption names a route of the document', () => {
    const known = new Set(writeRoutes);
    expect([...CASES.map((c) => key(c.method, c.route)), ...Object.keys(EXEMPT)].filter((r) => !known.has(r))).toEqual([]);
  });

});
