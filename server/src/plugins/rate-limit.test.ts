import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';
import { RegistrationThrottle } from './rate-limit.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('RegistrationThrottle', () => {
  it('lets the address in again once its oldest registration leaves the window', async () => {
    // Rows carry the database's clock; the throttle's clock is moved past the window.
    let now = Date.now();
    const throttle = new RegistrationThrottle(app.db, { maxPerIp: 2, windowMinutes: 60 }, () => now);
    const ip = '192.0.2.50';
    await throttle.reserve(ip);
    await throttle.reserve(ip);
    await expect(throttle.reserve(ip)).rejects.toMatchObject({ statusCode: 429 });
    await expect(throttle.reserve('192.0.2.51')).resolves.toBeTypeOf('number');
    now = Date.now() + 61 * 60_000;
    await expect(throttle.reserve(ip)).resolves.toBeTypeOf('number');
  });
});
