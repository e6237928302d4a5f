import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginAttempts } from '../db/schema/index.js';
import { buildTestApp } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';
import { attemptLog } from './attempts.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const log = attemptLog(loginAttempts);
const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute));

describe('attemptLog', () => {
  it("counts one key's attempts after a moment, with the oldest of them", async () => {
    await app.db.insert(loginAttempts).values([
      { username: 'att-a', ip: '198.51.100.1', created_at: at(0) },
      { username: 'att-a', ip: '198.51.100.1', created_at: at(10) },
      { username: 'att-a', ip: '198.51.100.2', created_at: at(20), cleared: true },
      { username: 'att-b', ip: '198.51.100.1', created_at: at(30) },
    ]);
    const byUsername = log.countBy(loginAttempts.username);
    // The window is open at its start: an attempt made exactly then is outside it.
    expect(await byUsername(app.db, 'att-a', at(0))).toEqual({ attempts: 2, oldest: at(10) });
    expect(await byUsername(app.db, 'att-a', at(20))).toEqual({ attempts: 0, oldest: null });
    expect(await log.countBy(loginAttempts.ip)(app.db, '198.51.100.1', at(5))).toEqual({ attempts: 2, oldest: at(10) });
    const uncleared = log.countBy(loginAttempts.username, eq(loginAttempts.cleared, false));
    expect(await uncleared(app.db, 'att-a', at(0))).toEqual({ attempts: 1, oldest: at(10) });
  });

  it('deletes only the attempts made before a moment', async () => {
    await app.db.insert(loginAttempts).values([
      { username: 'att-c', ip: '198.51.100.9', created_at: at(0) },
      { username: 'att-c', ip: '198.51.100.9', created_at: at(10) },
    ]);
    await log.deleteBefore(app.db, at(10));
    const left = await app.db.select().from(loginAttempts).where(eq(loginAttempts.username, 'att-c'));
    expect(left.map((r) => r.created_at)).toEqual([at(10)]);
  });
});
