import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../support/env';
import { signIn } from '../support/ui';

// antd's styles come from the stylesheet the host's build made (host/src/features/antd-styles/):
// antd computes no component style on the page, and the theme still reaches every component
// through the CSS variables antd writes, in either theme and on a revisit.
const DARK_CONTAINER = 'rgb(22, 28, 37)';

/** antd's stylesheet in the head, and the component styles antd computed on the page (none). */
async function styles(page: Page) {
  return page.evaluate(() => ({
    first: document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? null,
    applied: Array.from(document.styleSheets).some((s) => /\/antd\.[0-9a-f]{8}\.css$/.test(s.href ?? '') && s.cssRules.length > 1000),
    computed: Array.from(document.querySelectorAll('style[data-css-hash]:not([data-token-hash])'))
      .map((s) => s.getAttribute('data-cache-path') ?? '')
      .filter((p) => p.includes('|ant-')),
  }));
}

const cardBackground = (page: Page) =>
  page.locator('[data-dashboard-part] .ant-card').first().evaluate((el) => getComputedStyle(el).backgroundColor);

async function dashboardSettled(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('[data-dashboard-part][aria-busy="true"]')).toHaveCount(0);
}

test('los estilos de antd vienen de la hoja compilada, en los dos temas y al volver', async ({ page, context }) => {
  await signIn(page, ADMIN);
  await dashboardSettled(page);
  const first = await styles(page);
  expect(first.first).toMatch(/^\/antd\.[0-9a-f]{8}\.css$/);
  expect(first.applied).toBe(true);
  expect(first.computed).toEqual([]);
  const light = await cardBackground(page);

  await page.getByRole('button', { name: 'Oscuro' }).click();
  await expect.poll(() => cardBackground(page)).toBe(DARK_CONTAINER);
  expect((await styles(page)).computed).toEqual([]);
  await page.getByRole('button', { name: 'Claro' }).click();
  await expect.poll(() => cardBackground(page)).toBe(light);

  // A revisit in the same browser: the same stylesheet, from the cache, and nothing computed.
  const again = await context.newPage();
  await again.goto('/user/dashboard');
  await dashboardSettled(again);
  expect(await styles(again)).toEqual(first);
  expect(await cardBackground(again)).toBe(light);
});
