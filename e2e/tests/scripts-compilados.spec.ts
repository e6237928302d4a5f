import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../support/env';
import { dashboardSettled, signIn } from '../support/ui';

// The host's service worker (tools/build/script-cache.cjs, for a branch office's slow line):
// installed while a person is signed in, it keeps the host's scripts so that a returning visit runs
// them already compiled, and the page itself as the app stored it (revalidated on each visit), and
// leaves every other request (the API, the remotes' files) to the network.

/** Where each resource of the page came from: 'cache' is the worker's copy (Resource Timing). */
function sources(page: Page) {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const url = new URL(e.name);
      const hostScript = url.origin === location.origin && /\.[0-9a-f]{8}\.js$/.test(url.pathname);
      return { hostScript, name: url.pathname, from: (e as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType ?? '' };
    }),
  );
}

test('una visita de vuelta abre la página y ejecuta los scripts del host desde la copia del service worker, y nada más', async ({ page, context }) => {
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
  // Once the worker has taken the page, the page stores itself in the worker's copy.
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(`${location.origin}/user/dashboard`))), { timeout: 20_000 }).toBe(true);

  const again = await context.newPage();
  await again.goto('/user/dashboard');
  await dashboardSettled(again);
  const all = await sources(again);
  const scripts = all.filter((r) => r.hostScript);
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((r) => r.from !== 'cache')).toEqual([]);
  // The API's answers and the remote's files never come from the worker.
  const others = all.filter((r) => !r.hostScript);
  expect(others.some((r) => r.name.startsWith('/api/'))).toBe(true);
  expect(others.filter((r) => r.from === 'cache')).toEqual([]);
  // The page itself came from the copy the first tab stored once the worker took it.
  const nav = await again.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { workerFinalSourceType?: string }).workerFinalSourceType ?? '');
  expect(nav).toBe('cache');
  // An address never stored goes to the network, and the page still starts.
  const other = await context.newPage();
  await other.goto('/auth/historial');
  await expect(other.getByRole('heading', { level: 1, name: 'Historial' })).toBeVisible();
  const otherNav = await other.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { workerFinalSourceType?: string }).workerFinalSourceType ?? '');
  expect(otherNav).not.toBe('cache');
});
