import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';
import { sourceFolder } from './api/rodox/test-helpers.js';
import { RODOX_USUARIO_CASES } from './historial-cases/rodox-usuario.js';
import { caseContext, checkCase } from './historial-cases/case.js';
import type { CaseContext } from './historial-cases/case.js';

const fuentes = sourceFolder();
let app: TestApp;
let ctx: CaseContext;
beforeAll(async () => {
  app = await buildTestApp(fuentes.config);
  ctx = await caseContext(app);
});
afterAll(async () => {
  await app?.close();
  fuentes.cleanup();
});

describe('history of the Rodox writes, the profile and the dashboard preferences', () => {
  for (const c of RODOX_USUARIO_CASES) it(`${c.method} ${c.route} writes its entry`, () => checkCase(ctx, c));
});
