import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';
import { TERRA_CASES } from './historial-cases/terra.js';
import { caseContext, checkCase } from './historial-cases/case.js';
import type { CaseContext } from './historial-cases/case.js';

let app: TestApp;
let ctx: CaseContext;
beforeAll(async () => {
  app = await buildTestApp();
  ctx = await caseContext(app);
});
afterAll(async () => {
  await app?.close();
});

describe('history of the Terra writes', () => {
  for (const c of TERRA_CASES) it(`${c.method} ${c.route} writes its entry`, () => checkCase(ctx, c));
});
