import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../support/env';
import { dashboardSettled, signIn } from '../support/ui';

// The host keeps antd's generated styles between visits (host/src/features/shell/antd-style-store.ts):
// a revisit must look exactly as a first visit does, in either theme, and a copy made by another
// antd must never be applied.
const KEY = 'estilos_antd';
const DARK_CONTAINER = 'rgb(22, 28, 37)';

/** The computed look of the layout's and the dashboard's antd parts. */
async function look(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const props = ['color', 'background-color', 'border-top', 'border-radius', 'padding', 'margin', 'font-size', 'font-weight', 'line-height', 'display', 'width', 'height'];
    const parts: Record<string, Element | null> = {
      salir: Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Salir') ?? null,
      titulo: document.querySelector('h1'),
      menu: document.querySelector('.ant-menu'),
      seccion: document.querySelector('.ant-menu-submenu-title'),
      tarjeta: document.querySelector('[data-dashboard-part] .ant-card'),
      cabecera: document.querySelector('[data-dashboard-part] .ant-card-head'),
      etiqueta: document.querySelector('[data-dashboard-part] .ant-tag'),
      pie: document.querySelector('.shell-footer'),
    };
    const out: Record<string, string> = {};
    for (const [name, el] of Object.entries(parts)) {
      const cs = el ? getComputedStyle(el) : null;
      out[name] = cs ? props.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';') : 'ausente';
    }
    return out;
  });
}

/** Records, from the page's start, whether the stored map was put in the document and then read. */
async function watchRestore(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __mapa?: 'puesto' | 'leído' };
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of Array.from(r.addedNodes)) if (n instanceof HTMLStyleElement && n.hasAttribute('data-ant-cssinjs-cache-path')) w.__mapa = 'puesto';
        for (const n of Array.from(r.removedNodes)) if (n instanceof HTMLStyleElement && n.hasAttribute('data-ant-cssinjs-cache-path') && w.__mapa === 'puesto') w.__mapa = 'leído';
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('estilos de antd guardados entre visitas', () => {
  test('una segunda visita toma los estilos guardados y se ve igual, también al cambiar de tema', async ({ page, context }) => {
    await signIn(page, ADMIN);
    await dashboardSettled(page);
    await expect.poll(() => page.evaluate((k) => (localStorage.getItem(k) ?? '').includes('ant-card'), KEY), { timeout: 15_000 }).toBe(true);
    const first = await look(page);

    const again = await context.newPage();
    await watchRestore(again);
    await again.goto('/user/dashboard');
    await dashboardSettled(again);
    // The copy was put in the document and antd read its map (it removes it once read).
    expect(await again.evaluate(() => (window as unknown as { __mapa?: string }).__mapa)).toBe('leído');
    expect(await look(again)).toEqual(first);

    // The dark theme from a revisit: its colours, and back to the light look.
    await again.getByRole('button', { name: 'Oscuro' }).click();
    await expect.poll(() => again.locator('[data-dashboard-part] .ant-card').first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(DARK_CONTAINER);
    await again.getByRole('button', { name: 'Claro' }).click();
    await expect.poll(() => look(again)).toEqual(first);
  });

  test('una copia de otra versión de antd no se aplica y se reemplaza', async ({ page }) => {
    await signIn(page, ADMIN);
    await dashboardSettled(page);
    await page.evaluate((k) => {
      localStorage.setItem(k, JSON.stringify({ engine: 'antd@0.0.1 cssinjs@0.0.1', styles: [{ hash: 'viejo', order: 'prependQueue', priority: '0', css: 'body{background:rgb(255, 0, 0) !important}' }], paths: { a: 'viejo' } }));
    }, KEY);
    await page.reload();
    await dashboardSettled(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 0, 0)');
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k) ?? '', KEY), { timeout: 15_000 }).toContain('ant-card');
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).not.toContain('antd@0.0.1');
  });
});
