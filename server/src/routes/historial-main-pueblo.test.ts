import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';
import { MAIN_PUEBLO_CASES } from './historial-cases/main-pueblo.js';
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

describe('history of the Main and Pueblo writes (and the name catalogues)', () => {
  for (const c of MAIN_PUEBLO_CASES) it(`${c.method} ${c.route} writes its entry`, () => checkCase(ctx, c));
});
