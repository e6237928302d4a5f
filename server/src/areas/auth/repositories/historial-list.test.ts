import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historial } from '../../../db/schema/index.js';
import type { ListTuning } from '../../../resource/table-resource.js';
import { buildTestApp, type TestApp } from '../../../test-utils.js';
import { HISTORIAL } from './historial-list.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('the history list: counts', () => {
  const PERSONA = 9_001;
  beforeAll(async () => {
    const at = (hour: number) => new Date(`2031-01-01T${String(hour).padStart(2, '0')}:00:00.000Z`);
    await app.db.insert(historial).values(
      [1, 2, 3, 4, 5].map((h) => ({ fecha: at(h), usuario_id: PERSONA, usuario_username: 'contadora', accion: 'modificar', objeto_tipo: 'auth.user', objeto_id: String(h), objeto_repr: `u${h}` })),
    );
  });
  const page = (params: Record<string, string>, tuning?: ListTuning) => HISTORIAL.page(app.db, { ...params, usuario: PERSONA }, tuning);
  const reprs = (p: Awaited<ReturnType<typeof page>>) => p.results.map((e) => e.objeto_repr);

  it('counts the matches exactly, unflagged, up to the threshold', async () => {
    const exact = await page({ page_size: '2' });
    expect([exact.count, exact.count_approximate, reprs(exact)]).toEqual([5, undefined, ['u5', 'u4']]);
    // Walked (the planner's estimate is past exactCountCap), still counted up to approximateCountFrom.
    const walked = await page({ page_size: '2' }, { exactCountCap: 0, approximateCountFrom: 1_000 });
    expect([walked.count, walked.count_approximate, reprs(walked)]).toEqual([5, undefined, ['u5', 'u4']]);
  });

  it('past it answers the estimate flagged count_approximate; the page where the walk ends knows the real count', async () => {
    const limits = { exactCountCap: 0, approximateCountFrom: 0 };
    const first = await page({ page_size: '2' }, limits);
    expect(first.count_approximate).toBe(true);
    expect(first.count).toBeGreaterThanOrEqual(1);
    expect(reprs(first)).toEqual(['u5', 'u4']);
    const last = await page({ page_size: '2', page: '3' }, limits);
    expect([last.count, last.count_approximate, reprs(last)]).toEqual([5, undefined, ['u1']]);
  });
});
